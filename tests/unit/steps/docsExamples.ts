// Read through Vite as text, so the tests run the same in any test environment.
import page from '../../../docs/steps.md?raw';

/** The reference page's lines. */
export const docLines = page.split('\n');

/** `- \`Click the "Sign in" button\` → Click the button “Sign in”`: the example, then what the editor shows. */
export const EXAMPLE = /^- `([^`]+)` → (.+)$/;

/** Every example of docs/steps.md: the step, and what the editor shows for it. */
export const docExamples = docLines.flatMap((line) => {
  const match = EXAMPLE.exec(line);
  return match ? [{ step: match[1] ?? '', shown: match[2] ?? '' }] : [];
});
