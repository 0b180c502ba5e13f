import { setTimeout as sleep } from 'node:timers/promises';
import type { Locator, Page } from 'playwright-core';
import { inPage } from '../../pageScripts.ts';
import { capitalized, StepFailure } from '../../stepFailure.ts';

const POLL_MS = 150;

const loose = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** A native dropdown's options, in order. */
const optionsOf = (locator: Locator, timeout: number) =>
  locator.evaluate(
    inPage((el: unknown) =>
      Array.from((el as { options: ArrayLike<{ label: string; value: string }> }).options).map((o) => ({
        label: o.label,
        value: o.value,
      })),
    ),
    undefined,
    { timeout },
  );

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** "the second option" → 1, "the last one" → -1; null for an option named by its words. */
function ordinalOption(wanted: string): number | null {
  const match = /^(?:the\s+)?(\w+)\s+(?:option|one|item|choice|entry|suggestion|result)$/i.exec(wanted.trim());
  if (!match) return null;
  const word = match[1]!.toLowerCase();
  if (word === 'last') return -1;
  const number = /^(\d+)(?:st|nd|rd|th)?$/.exec(word);
  const index = number ? Number(number[1]) - 1 : ORDINALS.indexOf(word);
  return index >= 0 ? index : null;
}

/**
 * Which of a native dropdown's options a step names: by its label or value as written, then in any case and
 * spacing, then the one option whose label holds the words; -1 when none (or several) do.
 */
export function optionIndex(options: readonly { label: string; value: string }[], wanted: string): number {
  // "the second option": counted among the options that are choices, not a placeholder with no value.
  const nth = ordinalOption(wanted);
  if (nth !== null) {
    const choices = options.flatMap((o, i) => (o.value === '' ? [] : [i]));
    return (nth === -1 ? choices.at(-1) : choices[nth]) ?? -1;
  }
  const tries: ((o: { label: string; value: string }) => boolean)[] = [
    (o) => o.label === wanted,
    (o) => o.value === wanted,
    (o) => loose(o.label) === loose(wanted),
    (o) => loose(o.value) === loose(wanted),
  ];
  for (const test of tries) {
    const index = options.findIndex(test);
    if (index !== -1) return index;
  }
  const holding = options.flatMap((o, i) => (loose(o.label).includes(loose(wanted)) ? [i] : []));
  return holding.length === 1 ? holding[0]! : -1;
}

/**
 * Chooses an option: of a native dropdown by `optionIndex` (a missing option is the step's failure, not a target
 * for the language model to guess), or of one the page draws by opening it and clicking the option by its name.
 */
export async function selectOption(
  page: Page,
  locator: Locator,
  option: string,
  { what, deadline }: { what: string; deadline: number },
): Promise<void> {
  const timeout = () => Math.max(1, deadline - Date.now());
  const tag = await locator.evaluate((el) => (el as unknown as { tagName: string }).tagName.toLowerCase());
  if (tag === 'select') {
    // Options may come after the dropdown (the cities of the country just chosen): look again until the time is up.
    for (;;) {
      const options = await optionsOf(locator, timeout());
      const index = optionIndex(options, option);
      if (index !== -1) {
        await locator.selectOption(
          { value: options[index]!.value, label: options[index]!.label },
          { timeout: timeout() },
        );
        return;
      }
      if (Date.now() + POLL_MS >= deadline) {
        const labels = options.slice(0, 10).map((o) => `“${o.label}”`);
        const more = options.length > 10 ? ` and ${options.length - 10} more` : '';
        const which = options.length ? `its options are ${labels.join(', ')}${more}` : 'it has none';
        throw new StepFailure('action', `${capitalized(what)} has no option “${option}”: ${which}.`);
      }
      await sleep(POLL_MS);
    }
  }
  const role = await locator.evaluate(
    inPage((el: unknown) => {
      const e = el as { tagName: string; getAttribute(name: string): string | null };
      return e.getAttribute('role') ?? (e.tagName.toLowerCase() === 'fieldset' ? 'group' : '');
    }),
  );
  if (role === 'group' || role === 'radiogroup') {
    // A group of radio buttons: the one with that name, whole first.
    const radios = locator.getByRole('radio');
    const exact = radios.filter({ visible: true }).and(locator.getByRole('radio', { name: option, exact: true }));
    const radio = (await exact.count()) > 0 ? exact.first() : locator.getByRole('radio', { name: option }).first();
    await radio.check({ timeout: timeout() });
    return;
  }
  const nth = ordinalOption(option);
  const options = page.getByRole('option').filter({ visible: true });
  const choice =
    nth === null
      ? page.getByRole('option', { name: option }).filter({ visible: true }).first()
      : nth === -1
        ? options.last()
        : options.nth(nth);
  if (nth === null && (await typedInto(locator))) {
    // An autocomplete: type the option, as a person does, and pick it from the suggestions that come.
    await locator.fill(option, { timeout: timeout() });
    if (!(await suggests(locator))) return;
    const picked = await choice
      .click({ timeout: timeout() })
      .then(() => true)
      .catch(() => false);
    if (!picked) {
      throw new StepFailure('action', `${capitalized(what)} suggested no option “${option}” once it was typed.`, {
        timedOut: true,
      });
    }
    return;
  }
  // A custom dropdown: open it, then pick the option by its name.
  await locator.click({ timeout: timeout() });
  await choice.click({ timeout: timeout() });
}

/** Whether one types into it: a text input, a text area or an editable element (an autocomplete's input), not read-only. */
const typedInto = (locator: Locator) =>
  locator.evaluate(
    inPage((el: unknown) => {
      const e = el as { tagName: string; isContentEditable: boolean; type?: string; readOnly?: boolean };
      const tag = e.tagName.toLowerCase();
      // A read-only input that opens a list (a select drawn by a library) is clicked open, not typed into.
      if (e.readOnly) return false;
      return tag === 'textarea' || e.isContentEditable || (tag === 'input' && /^(text|search|)$/.test(e.type ?? ''));
    }),
  );

/**
 * Whether a typed field offers suggestions to pick (a combobox); a plain field takes what was typed, and so does one
 * with a datalist, whose suggestions the browser draws outside the page.
 */
const suggests = (locator: Locator) =>
  locator.evaluate(
    inPage((el: unknown) => {
      const e = el as { getAttribute(name: string): string | null };
      return (
        e.getAttribute('role') === 'combobox' ||
        e.getAttribute('aria-autocomplete') !== null ||
        e.getAttribute('aria-controls') !== null ||
        e.getAttribute('aria-owns') !== null
      );
    }),
  );
