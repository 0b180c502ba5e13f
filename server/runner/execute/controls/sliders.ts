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

/**
 * Sets a slider drawn without an input to `value` with the arrow keys, as a keyboard user would; false when the
 * element is no such slider (an input takes its value by fill). Fails when a press no longer moves it.
 */
export async function slideTo(locator: Locator, value: string, what: string): Promise<boolean> {
  const read = () => locator.evaluate(inPage(drawnSliderValue)).catch(() => null);
  let now = await read();
  if (now === null) return false;
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
  return true;
}
