import type { Locator, Page } from 'playwright-core';
import { inPage } from '../pageScripts.ts';

/** The fields a new item may be typed into: visible text inputs and text areas that take typing. */
const TEXT_FIELDS =
  'input:not([type]):visible, input[type="text"]:visible, textarea:visible, [contenteditable="true"]:visible';

/**
 * In the page: which of the fields adds an item called so: the one named for it (its label, placeholder, id or class
 * says the noun, or "new" or "add", or asks "What needs to be done?"), else the only empty one that is no search.
 */
function fieldForNew(fields: unknown[], noun: unknown): number {
  type Field = {
    value?: string;
    disabled?: boolean;
    readOnly?: boolean;
    id: string;
    className: unknown;
    getAttribute(name: string): string | null;
    labels?: ArrayLike<{ textContent: string | null }> | null;
  };
  const wanted = String(noun).toLowerCase();
  const words = (field: Field) =>
    [
      field.getAttribute('placeholder'),
      field.getAttribute('aria-label'),
      field.getAttribute('name'),
      field.id,
      typeof field.className === 'string' ? field.className : '',
      ...Array.from(field.labels ?? []).map((l) => l.textContent),
    ]
      .join(' ')
      .toLowerCase();
  const usable = (fields as Field[]).map((f, i) => ({ f, i })).filter(({ f }) => !f.disabled && !f.readOnly);
  const named = usable.find(({ f }) => words(f).includes(wanted));
  if (named) return named.i;
  const forNew = usable.find(({ f }) => /\bnew\b|\badd\b|what needs|new[-_]/.test(words(f)));
  if (forNew) return forNew.i;
  const empty = usable.filter(({ f }) => (f.value ?? '') === '' && !/search|filter/.test(words(f)));
  return empty.length === 1 ? empty[0]!.i : -1;
}

/** The field that adds an item called `noun` on the page, or null when none tells itself apart. */
export async function newItemField(page: Page, noun: string): Promise<Locator | null> {
  const fields = page.locator(TEXT_FIELDS);
  const index = await fields.evaluateAll(inPage(fieldForNew), noun).catch(() => -1);
  return index < 0 ? null : fields.nth(index);
}

/** In the page: whether the field is in a form, which Enter submits. */
function inForm(field: unknown): boolean {
  return (field as { closest(selector: string): unknown }).closest('form') !== null;
}

/**
 * How the typed item is added: Enter in a form or a field that listens for it; outside a form, the Add (or +) button
 * beside the field when there is one.
 */
export async function addButtonBeside(field: Locator): Promise<Locator | null> {
  if (await field.evaluate(inPage(inForm)).catch(() => true)) return null;
  for (const levels of [1, 2, 3]) {
    const around = field.locator(`xpath=${'../'.repeat(levels).slice(0, -1)}`);
    const button = around.getByRole('button', { name: /^\s*(?:\+|add\b|create\b|save\b)/i }).filter({ visible: true });
    if ((await button.count().catch(() => 0)) > 0) return button.first();
  }
  return null;
}
