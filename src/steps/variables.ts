/** `{{ name }}`, as the runner reads it: letters, digits, `_`, `.` and `-`, spaces inside the braces allowed. */
const VARIABLE = /\{\{\s*([\w.-]+)\s*\}\}/g;

/**
 * The names of the `{{…}}` variables in a step, in the order they first appear, each once:
 * `Type {{account.username}} into Email` → `["account.username"]`.
 */
export function variablesIn(text: string): string[] {
  const names = [...text.matchAll(VARIABLE)].map((match) => match[1] ?? '');
  return [...new Set(names)];
}
