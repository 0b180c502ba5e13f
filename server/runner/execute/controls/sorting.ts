import type { Locator } from 'playwright-core';
import { inPage } from '../../pageScripts.ts';
import { StepFailure } from '../../stepFailure.ts';

type Direction = 'ascending' | 'descending';

/** How a column reads now: the order its header states (aria-sort), and the words of its cells, top to bottom. */
interface ColumnState {
  stated: string | null;
  values: string[];
}

/** In the page: the header's column, by its place in its row, read down the table's rows of data. */
export function readColumn(element: unknown): ColumnState {
  interface Node {
    closest(selector: string): Node | null;
    parentElement: Node | null;
    children: ArrayLike<Node>;
    getAttribute(name: string): string | null;
    querySelectorAll(selector: string): ArrayLike<Node>;
    querySelector(selector: string): Node | null;
    textContent: string | null;
  }
  const header = element as Node;
  const cell = header.closest('th, [role="columnheader"], td, [role="cell"], [role="gridcell"]') ?? header;
  const sortedBy = header.closest('[aria-sort]');
  const stated = sortedBy?.getAttribute('aria-sort') ?? null;
  const row = cell.parentElement;
  const table = cell.closest('table, [role="table"], [role="grid"], [role="treegrid"]');
  if (!row || !table) return { stated, values: [] };
  const index = Array.from(row.children).indexOf(cell);
  const rows = Array.from(table.querySelectorAll('tr, [role="row"]')).filter(
    (r) =>
      r !== row && r.querySelector('th[scope="col"], [role="columnheader"]') === null && r.closest('thead') === null,
  );
  const values = rows.map((r) => (r.children[index]?.textContent ?? '').replace(/\s+/g, ' ').trim()).filter(Boolean);
  return { stated, values };
}

/** A cell's words as a number when they hold one number ("$1,200.50", "-3 %", "12 items"), else null. */
function numberOf(words: string): number | null {
  const runs = words.replace(/\s/g, '').match(/-?\d[\d,]*(?:\.\d+)?/g);
  if (runs?.length !== 1) return null;
  const value = Number(runs[0]!.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}

/** Words that are a date ("2024-01-15", "15/01/2024", "Jan 15, 2024", "15 Jan 2024"). */
const DATE_LIKE =
  /^\s*(?:\d{4}-\d{1,2}-\d{1,2}(?:[ T][\d:]+)?|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|[A-Za-z]{3,}\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\s+[A-Za-z]{3,}\.?\s+\d{4})\s*$/;

/** How two cells of the column compare: as dates when all are, as numbers when each holds one, else as words. */
function comparerOf(values: string[]): (a: number, b: number) => number {
  const times = values.map((v) => (DATE_LIKE.test(v) ? Date.parse(v) : NaN));
  if (times.every((t) => !Number.isNaN(t))) return (a, b) => times[a]! - times[b]!;
  const numbers = values.map(numberOf);
  if (numbers.every((n) => n !== null)) return (a, b) => numbers[a]! - numbers[b]!;
  return (a, b) => values[a]!.localeCompare(values[b]!, undefined, { numeric: true, sensitivity: 'base' });
}

/** The order a column's values are in, when they tell one; null when they are all alike or too few. */
export function orderOf(values: string[]): Direction | 'unsorted' | null {
  const compare = comparerOf(values);
  let up = false;
  let down = false;
  for (let i = 1; i < values.length; i += 1) {
    const step = compare(i - 1, i);
    if (step < 0) up = true;
    if (step > 0) down = true;
  }
  if (up && down) return 'unsorted';
  return up ? 'ascending' : down ? 'descending' : null;
}

const SETTLE_MS = 1500;
const POLL_MS = 100;

/** What order the column is in: the header's word for it first, else its values; null when neither tells. */
function orderIn({ stated, values }: ColumnState): Direction | 'unsorted' | 'none' | null {
  if (stated === 'ascending' || stated === 'descending') return stated;
  return orderOf(values) ?? (stated === 'none' ? 'none' : null);
}

const sameState = (a: ColumnState, b: ColumnState) =>
  a.stated === b.stated && a.values.join('\n') === b.values.join('\n');

/**
 * The order the column is left in after a click, once it has changed (an app redraws its rows a moment after the
 * click): the wanted order as soon as it shows; 'unchanged' when nothing changed in the time given.
 */
async function settled(header: Locator, wanted: Direction, deadline: number, before: ColumnState) {
  const until = Math.min(deadline, Date.now() + SETTLE_MS);
  let order: ReturnType<typeof orderIn> | 'unchanged' = 'unchanged';
  for (;;) {
    const now = await header.evaluate(inPage(readColumn));
    if (!sameState(now, before)) order = orderIn(now);
    if (order === wanted || Date.now() + POLL_MS >= until) return order;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/**
 * Sorts a table by the column whose header this is: one click, or, with an order asked for, clicks (three at most)
 * until the header says that order (aria-sort) or the column's values read in it. A column that never does fails
 * the step, saying how it read.
 */
export async function sortColumn(
  header: Locator,
  direction: Direction | null,
  click: () => Promise<void>,
  { what, deadline }: { what: string; deadline: number },
): Promise<void> {
  if (direction === null) return click();
  for (let clicks = 1; clicks <= 3; clicks += 1) {
    const before = await header.evaluate(inPage(readColumn));
    await click();
    if ((await settled(header, direction, deadline, before)) === direction) return;
  }
  const { values } = await header.evaluate(inPage(readColumn));
  const shown = values
    .slice(0, 5)
    .map((v) => `“${v}”`)
    .join(', ');
  throw new StepFailure(
    'expectation',
    `Clicked ${what} three times; the column never read in ${direction} order` +
      (shown ? ` (it reads ${shown}${values.length > 5 ? ', …' : ''}).` : ': no values were found under it.'),
  );
}
