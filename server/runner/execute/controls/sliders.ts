import type { Locator } from 'playwright-core';
import { inPage } from '../../pageScripts.ts';
import { StepFailure } from '../../stepFailure.ts';

/** The most arrow presses a slider gets before the step gives up on reaching a value. */
const MAX_PRESSES = 200;

/** A slider drawn without an input (role="slider" on a div): its value, or null when it is an input or no slider. */
function drawnSliderValue(element: unknown): number | null {
  const el = element as { tagName: string; getAttribute(name: string): string | null };
  if (el.tagName === 'INPUT' || el.getAttribute('role') !== 'slider') return null;
  const now = Number(el.getAttribute('aria-valuenow'));
  return Number.isFinite(now) ? now : null;
}

/** What a field a step types into is: a slider drawn without an input (its value, else null), and its type. */
interface FieldKind {
  slider: number | null;
  type: string | null;
}

/** The field's kind, in one call to the page (an action's time is mostly its calls to the page). */
const FIELD_KIND_SOURCE = `(el) => ({ slider: (${inPage(drawnSliderValue).toString()})(el), type: el.getAttribute('type') })`;
const FIELD_KIND = Object.assign((): FieldKind => ({ slider: null, type: null }), {
  toString: () => FIELD_KIND_SOURCE,
});

export function fieldKindOf(locator: Locator): Promise<FieldKind> {
  return locator.evaluate(FIELD_KIND, undefined, { timeout: 1000 }).catch(() => ({ slider: null, type: null }));
}

/**
 * Sets a slider drawn without an input, at `from` now, to `value` with the arrow keys, as a keyboard user would.
 * Fails when a press no longer moves it.
 */
export async function slideTo(locator: Locator, from: number, value: string, what: string): Promise<void> {
  const read = () => locator.evaluate(inPage(drawnSliderValue)).catch(() => null);
  let now = from;
  const wanted = Number(value.replace(',', '.'));
  if (!Number.isFinite(wanted)) throw new StepFailure('action', `${what} takes a number; “${value}” is not one.`);
  await locator.focus();
  for (let presses = 0; now !== wanted && presses < MAX_PRESSES; presses += 1) {
    await locator.press(now < wanted ? 'ArrowRight' : 'ArrowLeft');
    const after = await read();
    // Unmoved, or moved past the value: its steps do not land there.
    if (after === null || after === now || (after - wanted) * (now - wanted) < 0) {
      throw new StepFailure(
        'action',
        `${what} stopped at ${after ?? now}, not ${value}: a step of it does not land there.`,
      );
    }
    now = after;
  }
  if (now !== wanted) throw new StepFailure('action', `${what} did not reach ${value}; it is at ${now}.`);
}
