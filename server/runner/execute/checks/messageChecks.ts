import type { Assertion } from '../../../../src/steps/action.ts';
import { inPage } from '../../pageScripts.ts';
import type { Checkers } from '../executor.ts';
import { NOT_A_CONTROL } from '../loading.ts';
import type { StepContext } from '../stepContext.ts';
import { eventually } from './checking.ts';

type Tone = NonNullable<Extract<Assertion, { type: 'message' }>['tone']>;

/**
 * What apps draw a message as: a live region or an alert by its role, or a box whose class says it is a toast, an
 * alert, a notification, a banner, a flash or a message, or what kind of message it is.
 */
const MESSAGE = `:is([role="alert"], [role="status"], [role="alertdialog"], [aria-live="assertive"], [aria-live="polite"], output, [class*="toast" i], [class*="snackbar" i], [class*="flash" i], [class*="alert" i], [class*="notification" i], [class*="notice" i], [class*="message" i], [class*="banner" i], [class*="feedback" i], [class*="error" i]:not([class*="boundary" i]), [class*="success" i], [class*="warning" i], [class*="danger" i])${NOT_A_CONTROL}`;

/** A message's words longer than this are a part of the page holding messages, not one. */
const LONGEST_MESSAGE = 400;

interface Shown {
  text: string;
  /** The class, id and role it is drawn with. */
  look: string;
}

/** Each element's words as shown and how it is drawn, read in the page. */
function readMessages(elements: unknown[]): Shown[] {
  return (elements as { innerText?: string; className?: unknown; id: string; getAttribute(n: string): string | null }[])
    .map((el) => ({
      text: (el.innerText ?? '').replace(/\s+/g, ' ').trim(),
      look: `${typeof el.className === 'string' ? el.className : ''} ${el.id} role=${el.getAttribute('role') ?? ''}`,
    }))
    .filter((shown) => shown.text !== '');
}

const LOOKS: [Tone, RegExp][] = [
  ['error', /error|danger|fail|invalid|negative|critical/i],
  ['warning', /warn|caution/i],
  ['success', /success|positive|(?:^|[\s_-])(?:ok|done|saved|confirm(?:ed)?)(?:$|[\s_-])/i],
  ['info', /(?:^|[\s_-])info|notice|neutral/i],
];
const WORDS: [Tone, RegExp][] = [
  [
    'error',
    /\b(?:error|errors|failed|failure|invalid|incorrect|wrong|unable|cannot|can't|denied|not found|required|expired|problem|oops)\b/i,
  ],
  ['warning', /\bwarning\b/i],
  [
    'success',
    /\b(?:success|successful|successfully|saved|thank you|thanks|created|updated|added|deleted|removed|completed|done|sent|confirmed|welcome)\b/i,
  ],
];

/**
 * What kind of message it is: the class it is drawn with says so first, then its words; an alert with nothing else
 * to go by reads as an error, as apps use it for one.
 */
function toneOf(shown: Shown): Tone | null {
  return (
    LOOKS.find(([, pattern]) => pattern.test(shown.look))?.[0] ??
    WORDS.find(([, pattern]) => pattern.test(shown.text))?.[0] ??
    (/role=alert(?:\s|$)/.test(shown.look) ? 'error' : null)
  );
}

/** The messages a person sees now: the page's, and the browser's own alerts of this step and the one before. */
async function messagesShown(ctx: StepContext): Promise<{ text: string; tone: Tone | null }[]> {
  const drawn = await ctx.page
    .locator(MESSAGE)
    .filter({ visible: true })
    .evaluateAll(inPage(readMessages))
    .catch((): Shown[] => []);
  const dialogs = ctx.dialogs
    .filter((dialog) => dialog.step >= ctx.stepIndex - 1)
    .map((dialog) => ({ text: dialog.message, look: `role=${dialog.type === 'alert' ? 'alert' : 'dialog'}` }));
  const seen = new Set<string>();
  return [...drawn, ...dialogs]
    .filter((shown) => shown.text.length <= LONGEST_MESSAGE && !seen.has(shown.text) && seen.add(shown.text))
    .map((shown) => ({ text: shown.text, tone: toneOf(shown) }));
}

const named = (tone: Tone | null) => (tone === null ? 'message' : `${tone} message`);

/** "A success message appears", "an error is shown", "no warning is shown". */
export const messageChecks = {
  async message(ctx, assertion) {
    const wanted = assertion.text === null ? null : ctx.variables.fill(assertion.text).toLowerCase();
    const isIt = (message: { text: string; tone: Tone | null }) =>
      (assertion.tone === null || message.tone === assertion.tone) &&
      (wanted === null || message.text.toLowerCase().includes(wanted));
    const asked = `${named(assertion.tone)}${assertion.text === null ? '' : ` saying “${assertion.text}”`}`;
    await eventually(ctx, async () => {
      const messages = await messagesShown(ctx);
      const found = messages.find(isIt);
      if (assertion.present) {
        if (found) return null;
        const others = messages.map((m) => `“${m.text.slice(0, 120)}” (${named(m.tone)})`).join(', ');
        return `No ${asked} is shown on ${ctx.page.url()}: ${others ? `the page shows ${others}` : 'the page shows no message (an alert, a status, a toast or a banner)'}.`;
      }
      return found ? `A ${asked} is shown on ${ctx.page.url()}: “${found.text.slice(0, 200)}”.` : null;
    });
    return null;
  },
} satisfies Partial<Checkers>;
