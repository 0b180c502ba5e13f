import { inPage } from '../../pageScripts.ts';
import type { Checkers } from '../executor.ts';
import { eventually } from './checking.ts';

interface SessionSigns {
  /** The words of a log-out control, shown or inside a closed menu; '' when there is none. */
  signOut: string;
  /** The words of a sign-in control shown, or "a password field"; '' when there is none. */
  signIn: string;
}

/**
 * What the page shows of a session: a log-out control (apps keep it in a menu that is closed, so one in the page
 * counts shown or not), and a sign-in form or control a person sees. Runs in the page.
 */
function readSessionSigns(): SessionSigns {
  interface Node {
    innerText?: string;
    textContent: string | null;
    type?: string;
    value?: string;
    getAttribute(name: string): string | null;
    getBoundingClientRect(): { width: number; height: number };
  }
  const scope = globalThis as unknown as {
    document: { querySelectorAll(selector: string): Iterable<Node> };
    getComputedStyle(el: Node): { visibility: string };
  };
  const wordsOf = (el: Node) =>
    [
      el.innerText ?? el.textContent ?? '',
      el.getAttribute('aria-label') ?? '',
      el.getAttribute('title') ?? '',
      el.type === 'submit' ? (el.value ?? '') : '',
    ]
      .map((w) => w.replace(/\s+/g, ' ').trim())
      .find((w) => w !== '') ?? '';
  const shown = (el: Node) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && scope.getComputedStyle(el).visibility !== 'hidden';
  };
  const controls = [
    ...scope.document.querySelectorAll(
      'a, button, input[type="submit"], input[type="button"], [role="button"], [role="menuitem"], [role="link"]',
    ),
  ];
  const signOut = controls.map(wordsOf).find((w) => /^(?:log|sign)[\s-]?(?:out|off)\b|^logout\b|^signout\b/i.test(w));
  const password = [...scope.document.querySelectorAll('input[type="password"]')].some(shown);
  const signIn = controls
    .filter(shown)
    .map(wordsOf)
    .find((w) => /^(?:log|sign)[\s-]?in$|^login$|^signin$/i.test(w));
  return { signOut: signOut ?? '', signIn: password ? 'a password field' : (signIn ?? '') };
}

/**
 * "I should be logged in": the page offers a way to log out, or shows no way to sign in. "… logged out": it shows a
 * way to sign in (a password field, a Log in control) and none to log out.
 */
export const sessionChecks: Pick<Checkers, 'signedIn'> = {
  async signedIn(ctx, assertion) {
    const { page } = ctx;
    await eventually(ctx, async () => {
      const signs = await page.evaluate(inPage(readSessionSigns)).catch(() => ({ signOut: '', signIn: '' }));
      if (assertion.signedIn) {
        if (signs.signOut !== '' || signs.signIn === '') return null;
        return `No one is signed in on ${page.url()}: it shows ${quoted(signs.signIn)} and no way to log out.`;
      }
      if (signs.signOut === '' && signs.signIn !== '') return null;
      return signs.signOut !== ''
        ? `Someone is still signed in on ${page.url()}: it offers “${signs.signOut}”.`
        : `The page ${page.url()} shows no sign-in form or Log in control, as it would to someone signed out.`;
    });
    return null;
  },
};

const quoted = (what: string) => (what === 'a password field' ? what : `“${what}”`);
