import type { Locator } from 'playwright-core';
import { inPage } from './pageScripts.ts';
import { StepFailure } from './stepFailure.ts';

type Direction = 'ascending' | 'descending';

/** How a column reads now: the order its header states (aria-sort), and the words of its cells, top to bottom. */
interface ColumnState {
  stated: string | null;
  values: string[];
}

/** In the page: the header's column, by its place in its row, read down the table's rows of data. */
function readColumn(element: unknown): ColumnState {
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

/** A cell's words as a number when they are one ("$1,200.50", "-3 %", "12 items"), else null. */
function numberOf(words: string): number | null {
  const match = /^[^\d-]*(-?[\d,]*\.?\d+)/.exec(words.replace(/\s/g, ''));
  if (!match) return null;
  const value = Number(match[1]!.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}

/** The order a column's values are in, when they tell one; null when they are all alike or too few. */
export function orderOf(values: string[]): Direction | 'unsorted' | null {
  const numbers = values.map(numberOf);
  const compare = numbers.every((n) => n !== null)
    ? (a: number, b: number) => numbers[a]! - numbers[b]!
    : (a: number, b: number) => values[a]!.localeCompare(values[b]!, undefined, { numeric: true, sensitivity: 'base' });
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
async function orderNow(header: Locator): Promise<Direction | 'unsorted' | 'none' | null> {
  const { stated, values } = await header.evaluate(inPage(readColumn));
  if (stated === 'ascending' || stated === 'descending') return stated;
  return orderOf(values) ?? (stated === 'none' ? 'none' : null);
}

/** Waits for the column to read in `wanted` after a click; answers the order it was left in. */
async function settled(header: Locator, wanted: Direction, deadline: number) {
  const until = Math.min(deadline, Date.now() + SETTLE_MS);
  let order = await orderNow(header);
  while (order !== wanted && Date.now() + POLL_MS < until) {
    await new Promise((r) => setTimeout(r, POLL_MS));
    order = await orderNow(header);
  }
  return order;
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
    await click();
    const order = await settled(header, direction, deadline);
    if (order === direction) return;
    if (order === null && clicks === 3) break;
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
