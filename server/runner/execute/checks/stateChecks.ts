import { capitalized } from '../../stepFailure.ts';
import { describeTarget } from '../../../../src/steps/index.ts';
import { countByWords, type Resolution } from '../../locate/resolve.ts';
import { countSeen, inPage } from '../../pageScripts.ts';
import type { Checkers } from '../executor.ts';
import { target } from '../targets.ts';
import { widgetsShown } from '../widgets.ts';
import { eventually, regionMissing } from './checking.ts';

/**
 * Whether a checkbox, radio or switch is checked, or a tab, option or toggle button is selected ("The Specifications
 * tab is selected"); null when the element has neither state.
 */
async function isOn(locator: Resolution['locator']): Promise<boolean | null> {
  const checked = await locator.isChecked().catch(() => null);
  if (checked !== null) return checked;
  const state = await locator.evaluate(
    inPage((el: unknown) => {
      const e = el as { getAttribute(name: string): string | null };
      return e.getAttribute('aria-selected') ?? e.getAttribute('aria-pressed') ?? e.getAttribute('aria-current');
    }),
  );
  return state === null ? null : state !== 'false';
}

/**
 * Whether a field shows an error: marked aria-invalid, failing the browser's own check once a person has changed it
 * (:user-invalid), or pointing at an error message (aria-errormessage, or aria-describedby text) that is shown.
 */
function isInvalid(locator: Resolution['locator']): Promise<boolean> {
  return locator.evaluate(
    inPage((el: unknown) => {
      const e = el as {
        getAttribute(name: string): string | null;
        matches(selector: string): boolean;
        ownerDocument: {
          getElementById(id: string): {
            checkVisibility(): boolean;
            textContent: string | null;
            className: string;
            getAttribute(name: string): string | null;
          } | null;
        };
      };
      if (e.getAttribute('aria-invalid') === 'true') return true;
      try {
        if (e.matches(':user-invalid')) return true;
      } catch {
        // A browser without :user-invalid: the other signs decide.
      }
      // An error message the field points at: its aria-errormessage, or a description drawn as an error (a hint
      // such as "Must be at least 8 characters" is a description too, and no error).
      const shown = (id: string) => {
        const m = e.ownerDocument.getElementById(id);
        return m !== null && m.checkVisibility() && (m.textContent ?? '').trim() !== '' ? m : null;
      };
      const errorIds = (e.getAttribute('aria-errormessage') ?? '').split(/\s+/).filter(Boolean);
      if (errorIds.some((id) => shown(id))) return true;
      return (e.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map(shown)
        .some((m) => m !== null && (m.getAttribute('role') === 'alert' || /error|invalid|danger/i.test(m.className)));
    }),
  );
}

/** The state an element is in: shown or hidden, enabled or disabled, checked, showing an error. */
export const stateChecks = {
  async state(ctx, assertion) {
    const { page } = ctx;
    if (assertion.state === 'hidden') {
      const hidden = { ...assertion.target, name: ctx.variables.fill(assertion.target.name) };
      const bare = hidden.kind === null && !hidden.exact && hidden.region === null;
      await eventually(
        ctx,
        async () =>
          (await regionMissing(page, hidden.region)) ??
          ((await countByWords(page, hidden, 'expect')) + (bare ? await widgetsShown(page, hidden.name) : 0) === 0
            ? null
            : `${capitalized(describeTarget(hidden))} is visible, and should be hidden.`),
      );
      return null;
    }
    const resolution = await target(ctx, assertion.target, 'expect');
    const { locator } = resolution;
    const what = describeTarget(assertion.target);
    await eventually(ctx, async () => {
      switch (assertion.state) {
        case 'visible':
          return (await locator.evaluateAll(inPage(countSeen)).catch(() => 0)) > 0
            ? null
            : `${capitalized(what)} is not visible.`;
        case 'enabled':
          return (await locator.isEnabled()) ? null : `${capitalized(what)} is disabled, expected enabled.`;
        case 'disabled':
          return (await locator.isDisabled()) ? null : `${capitalized(what)} is enabled, expected disabled.`;
        case 'invalid':
          return (await isInvalid(locator)) ? null : `${capitalized(what)} shows no error.`;
        case 'valid':
          return (await isInvalid(locator)) ? `${capitalized(what)} shows an error, expected none.` : null;
        case 'checked':
        case 'unchecked': {
          const on = await isOn(locator);
          if (on === null) return `${capitalized(what)} is neither checked nor selected: it has no such state.`;
          if (assertion.state === 'checked') return on ? null : `${capitalized(what)} is not checked.`;
          return on ? `${capitalized(what)} is checked, expected unchecked.` : null;
        }
        default:
          return null;
      }
    });
    return resolution;
  },
} satisfies Partial<Checkers>;
