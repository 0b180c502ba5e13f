import type { Target } from '../../../src/steps/action.ts';
import { describeTarget } from '../../../src/steps/index.ts';
import { inPage, takesFiles } from '../pageScripts.ts';
import { capitalized, StepFailure } from '../stepFailure.ts';
import { act, drawnOver } from './acting.ts';
import { addButtonBeside, newItemField } from './addingItems.ts';
import { adjustStepper } from './controls/adjusting.ts';
import { pickDate } from './controls/datePicking.ts';
import { isoDate } from './controls/dates.ts';
import { selectOption } from './controls/dropdowns.ts';
import { eachNamed } from './controls/manyToggles.ts';
import { fieldKindOf, slideTo } from './controls/sliders.ts';
import type { Executors } from './executor.ts';
import { remaining } from './stepContext.ts';
import { onTarget, target } from './targets.ts';

/** What "Search for …" types into: the field named or labelled search, as its placeholder or label says. */
const SEARCH_FIELD: Target = { kind: 'field', name: 'search', exact: false, ordinal: null, region: null };

const SUBMITS = ':is(button[type="submit"], input[type="submit"], button:not([type]))';

/**
 * The value as a field of this type takes it: a date field takes yyyy-mm-dd, and a date written as people write it is
 * turned into that; one that could be read two ways is the step's failure, not an empty field passed on silently.
 */
function asTheFieldTakesIt(type: string | null, value: string, what: string): string {
  if (type?.toLowerCase() !== 'date') return value;
  const date = isoDate(value);
  if (date) return date;
  throw new StepFailure(
    'action',
    date === null
      ? `“${value}” could be either of two dates, or is none: ${what} takes a date as yyyy-mm-dd, as in “2024-05-01”.`
      : `${capitalized(what)} takes a date, as in “2024-05-01”; “${value}” is not one.`,
  );
}

/** What a person does to fill in a form: its fields, boxes, dropdowns, files, steppers and date pickers. */
export const formSteps = {
  fill: (ctx, action) =>
    onTarget(ctx, action, async ({ locator, timeout, what }) => {
      // A slider drawn as a div with role="slider" is moved with the arrow keys; an input takes the value as typed.
      const typed = ctx.variables.fill(action.value);
      const field = await fieldKindOf(locator);
      if (field.slider !== null) return slideTo(locator, field.slider, typed, capitalized(what));
      const value = asTheFieldTakesIt(field.type, typed, what);
      await act(`type into ${what}`, () => locator.fill(value, { timeout }));
    }),

  clear: (ctx, action) =>
    onTarget(ctx, action, ({ locator, timeout, what }) => act(`clear ${what}`, () => locator.clear({ timeout }))),

  select: (ctx, action) =>
    onTarget(ctx, action, ({ locator, what }) =>
      act(`choose “${action.option}” in ${what}`, () =>
        selectOption(ctx.page, locator, ctx.variables.fill(action.option), {
          what: describeTarget(action.target, 'dropdown'),
          deadline: ctx.deadline,
        }),
      ),
    ),

  async check(ctx, action, run) {
    // "Check Pediatrics and Spanish": each box in turn.
    const each = await eachNamed(ctx.page, action.target);
    if (each) {
      for (const one of each) await run({ ...ctx, cached: null }, { ...action, target: one });
      return { resolution: null };
    }
    return onTarget(ctx, action, async ({ locator, timeout, what }) => {
      const force = await drawnOver(locator);
      await act(`${action.checked ? 'check' : 'uncheck'} ${what}`, () =>
        action.checked ? locator.check({ timeout, force }) : locator.uncheck({ timeout, force }),
      );
    });
  },

  /** "Add a todo "Buy milk"": typed into the field that adds one, then Enter, or the Add button beside it. */
  async addItem(ctx, action) {
    const value = ctx.variables.fill(action.value);
    const field = await newItemField(ctx.page, action.noun);
    if (!field) {
      throw new StepFailure(
        'notFound',
        `No field on ${ctx.page.url()} is for a new ${action.noun}: none is named for one, and the page has no single empty text field. Say which, as in: Type “${value}” into the New ${action.noun} field and press Enter`,
      );
    }
    const timeout = remaining(ctx);
    await act(`type the new ${action.noun}`, () => field.fill(value, { timeout }));
    const button = await addButtonBeside(field);
    if (button) await act(`add the ${action.noun}`, () => button.click({ timeout: remaining(ctx) }));
    else await act(`add the ${action.noun}`, () => field.press('Enter', { timeout: remaining(ctx) }));
    return { resolution: null };
  },

  async upload(ctx, action) {
    const file = ctx.attachments.find((a) => a.name === ctx.variables.fill(action.file));
    if (!file) {
      const names = ctx.attachments.map((a) => `“${a.name}”`).join(', ');
      throw new StepFailure(
        'setup',
        `The test case has no attachment “${action.file}”${names ? ` (it has ${names})` : ''}: attach the file to the test case.`,
      );
    }
    // "Upload "cv.pdf"": no field named, so the page's one file field, shown or drawn over by a button.
    const { name, region, ordinal } = action.target;
    if (name === '' && !region && ordinal === null) {
      const fields = ctx.page.locator('input[type=file]');
      const count = await fields.count();
      if (count !== 1) {
        throw new StepFailure(
          'notFound',
          `${count === 0 ? 'The page has no file field' : `The page has ${count} file fields`}: say which one, as in: Upload “${file.name}” to Resume.`,
        );
      }
      await act(`upload “${file.name}”`, () => fields.setInputFiles(file, { timeout: remaining(ctx) }));
      return { resolution: null };
    }
    return onTarget(ctx, action, async ({ locator, timeout, what }) => {
      // A file field, or the label of one; else a button that opens the browser's file picker, which is answered.
      const isField = await locator.evaluate(inPage(takesFiles)).catch(() => false);
      await act(`upload “${file.name}” to ${what}`, async () => {
        if (isField) return locator.setInputFiles(file, { timeout });
        const [chooser] = await Promise.all([
          ctx.page.waitForEvent('filechooser', { timeout }),
          locator.click({ timeout }),
        ]);
        return chooser.setFiles(file, { timeout: remaining(ctx) });
      });
    });
  },

  async search(ctx, action) {
    const field = await target(ctx, action.target ?? SEARCH_FIELD, 'fill');
    const value = ctx.variables.fill(action.value);
    await act(`search for “${value}”`, async () => {
      await field.locator.fill(value, { timeout: remaining(ctx) });
      await field.locator.press('Enter', { timeout: remaining(ctx) });
    });
    return { resolution: field };
  },

  /** Clicks the submit button of the form being filled in (it holds the focus), or else of the one form there is. */
  async submitForm(ctx) {
    const { page } = ctx;
    const focused = page.locator(`form:has(:focus) ${SUBMITS}`).filter({ visible: true });
    const all = page.locator(`form ${SUBMITS}`).filter({ visible: true });
    const button = (await focused.count()) > 0 ? focused : all;
    const names = await button.evaluateAll((els) =>
      els.map((el) => {
        const e = el as unknown as { innerText?: string; value?: string };
        return (e.innerText || e.value || '').trim();
      }),
    );
    if (names.length === 0)
      throw new StepFailure('notFound', `No form with a submit button is shown on ${page.url()}.`);
    if (names.length > 1) {
      throw new StepFailure(
        'ambiguous',
        `${names.length} buttons submit a form on ${page.url()} (${names.map((n) => `“${n}”`).join(', ')}): ` +
          `click the one meant, as in: Click "${names[0]}".`,
      );
    }
    await act('submit the form', () => button.click({ timeout: remaining(ctx) }));
    return { resolution: null };
  },

  async adjust(ctx, action) {
    await adjustStepper(ctx.page, {
      words: ctx.variables.fill(action.target.name),
      near: action.target.region?.kind === 'near' ? ctx.variables.fill(action.target.region.name ?? '') : null,
      direction: action.direction,
      times: action.times,
      to: action.to,
      deadline: ctx.deadline,
      act,
    });
    return { resolution: null };
  },

  async pickDate(ctx, action, run) {
    await pickDate(ctx.page, action, ctx.deadline, async (t) => {
      await run({ ...ctx, cached: null }, { type: 'click', target: t, clicks: 1 });
    });
    return { resolution: null };
  },
} satisfies Partial<Executors>;
