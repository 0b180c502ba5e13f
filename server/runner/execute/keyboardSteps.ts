import { cursorInField, inPage } from '../pageScripts.ts';
import { StepFailure } from '../stepFailure.ts';
import { act } from './acting.ts';
import type { Executors } from './executor.ts';
import { onTarget } from './targets.ts';

/** What a person does with the keyboard: press a key, type where the cursor is, put the cursor in a field. */
export const keyboardSteps = {
  async press(ctx, action) {
    if (!action.target) {
      await act(`press ${action.key}`, () => ctx.page.keyboard.press(action.key));
      return { resolution: null };
    }
    return onTarget(ctx, { ...action, target: action.target }, ({ locator, timeout, what }) =>
      act(`press ${action.key} in ${what}`, () => locator.press(action.key, { timeout })),
    );
  },

  async typeText(ctx, action) {
    const value = ctx.variables.fill(action.value);
    const editable = await ctx.page.evaluate(inPage(cursorInField)).catch(() => false);
    if (!editable) {
      throw new StepFailure(
        'action',
        `No field has the cursor to type “${value}” into: click the field first, or say where, as in: Type "${value}" into Email.`,
      );
    }
    await act(`type “${value}”`, () => ctx.page.keyboard.type(value));
    return { resolution: null };
  },

  focus: (ctx, action) =>
    onTarget(ctx, action, ({ locator, timeout, what }) =>
      act(`put the cursor in ${what}`, () => locator.focus({ timeout })),
    ),
} satisfies Partial<Executors>;
