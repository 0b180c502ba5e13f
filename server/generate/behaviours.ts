import type { ProposalKind } from '../db/generations.ts';
import { quotable, quoted } from './drafts.ts';
import type { FormFinding, PagerFinding, SwitchFinding } from './pageFindings.ts';

/** What the probes need of the explorer: opening a view, performing a step as a run would, and reading the page. */
export interface Probing {
  open(path: string): Promise<boolean>;
  /** Performs one step; false when it did not work. */
  perform(step: string): Promise<boolean>;
  /** The page's lines of text once they stop changing. */
  texts(): Promise<string[]>;
  /** The lines not in `before` that show after an action and stay shown (a toast that closes by itself does not). */
  added(before: Set<string>): Promise<string[]>;
  /** The value a variable such as `{{random.name}}` has while exploring. */
  fill(variable: string): string;
  /** The cells of each row of data of the page's first table, once the page stops changing. */
  rows(): Promise<string[][]>;
  /** The forms the page shows now. */
  forms(): Promise<FormFinding[]>;
  /** New values for `{{random.…}}` from now on, as a new run has: an item made again is not the one made before. */
  renew(): void;
}

/** Something the app does that a probe performed, with the steps (after opening its view) that all worked. */
export interface ProbedBehaviour {
  kind: ProposalKind;
  title: string;
  goal: string;
  expectedResult: string;
  path: string;
  signedIn: boolean;
  steps: string[];
}

export interface Where {
  path: string;
  signedIn: boolean;
}

const ITEM = '{{random.name}}';
/** A list's range as pagers show it: "1–10 of 40", "Page 1 of 4", "Showing 1 to 10 of 40". */
const RANGE = /\b\d+\s*[–-]\s*\d+ of \d+\b|\bpage \d+ of \d+\b|\bshowing \d+ to \d+ of \d+\b/i;

const rangeIn = (texts: Iterable<string>): string | null => {
  for (const text of texts) {
    const match = RANGE.exec(text);
    if (match && quotable(match[0])) return match[0];
  }
  return null;
};

/** Performs the steps in order; true when every one worked. */
export async function performAll(p: Probing, steps: string[]): Promise<boolean> {
  for (const step of steps) if (!(await p.perform(step))) return false;
  return true;
}

/**
 * A counter the action changed: a new line with a number whose words were shown before with another number
 * ("2 items left" → "3 items left"), else a new line that reads as a count.
 */
function changedCounter(before: Set<string>, added: string[]): string | null {
  const shape = (text: string) => text.replace(/\d+/g, '#');
  const shapes = new Set([...before].filter((t) => /\d/.test(t)).map(shape));
  const counted = added.filter((t) => /\d/.test(t) && t.length <= 40 && quotable(t));
  // A list that was empty shows its count only once it has an item ("1 item left").
  const count = /^\d+ \w+|\b\d+ (items?|todos?|tasks?|entries|results|left|total)\b/i;
  return counted.find((t) => shapes.has(shape(t))) ?? counted.find((t) => count.test(t)) ?? null;
}

/** A field that adds an item when Enter is pressed in it (a todo's): the item shows, and a count changes. */
export async function probeEntry(p: Probing, where: Where, field: string): Promise<ProbedBehaviour | null> {
  if (!quotable(field) || !(await p.open(where.path))) return null;
  const before = new Set(await p.texts());
  const acts = [`Type ${quoted(ITEM)} into the ${quoted(field)} field`, `Press Enter in the ${quoted(field)} field`];
  if (!(await performAll(p, acts))) return null;
  const value = p.fill(ITEM);
  const added = await p.added(before);
  const item = added.find((t) => t === value) ?? added.find((t) => t.includes(value));
  if (!item || !quotable(item)) return null;
  const counter = changedCounter(
    before,
    added.filter((t) => !t.includes(value)),
  );
  const checks = [`I see ${quoted(item.replaceAll(value, ITEM))}`, ...(counter ? [`I see ${quoted(counter)}`] : [])];
  if (!(await performAll(p, checks))) return null;
  return {
    ...where,
    kind: 'form',
    title: `Add an item with the ${field} field`,
    goal: `Typing into “${field}” on ${where.path} and pressing Enter adds an item.`,
    expectedResult: counter ? `The new item shows, and the count reads “${counter}”.` : 'The new item shows.',
    steps: [...acts, ...checks],
  };
}

/** A list's pager: after Next, the range it shows changes. */
export async function probePager(p: Probing, where: Where, pager: PagerFinding): Promise<ProbedBehaviour | null> {
  if (!quotable(pager.next) || !(await p.open(where.path))) return null;
  const before = await p.texts();
  const first = rangeIn(before);
  if (!first) return null;
  const next = `Click the ${quoted(pager.next)} ${pager.nextRole}`;
  if (!(await performAll(p, [`I see ${quoted(first)}`, next]))) return null;
  const after = rangeIn(await p.added(new Set(before)));
  if (!after || after === first || !(await p.perform(`I see ${quoted(after)}`))) return null;
  return {
    ...where,
    kind: 'page',
    title: `Next page of the list on ${where.path}`,
    goal: `The list on ${where.path} shows its next page when ${pager.next} is clicked.`,
    expectedResult: `The range changes from “${first}” to “${after}”.`,
    steps: [`I see ${quoted(first)}`, next, `I see ${quoted(after)}`],
  };
}

/** A tab, or a menu entry drawn as a button: clicking it changes the view's heading, or shows new words. */
export async function probeSwitch(
  p: Probing,
  where: Where,
  control: SwitchFinding,
  heading: string | null,
): Promise<ProbedBehaviour | null> {
  if (!quotable(control.name) || !(await p.open(where.path))) return null;
  const before = new Set(await p.texts());
  const click = `Click the ${quoted(control.name)} ${control.role === 'tab' ? 'tab' : 'menu item'}`;
  if (!(await p.perform(click))) return null;
  const added = (await p.added(before)).filter((t) => t !== control.name && quotable(t));
  const newHeading = added.find((t) => t !== heading && t.length >= 3);
  const shown = added.find((t) => t.includes(' ')) ?? newHeading;
  if (!shown) return null;
  const check = `I see ${quoted(shown)}`;
  if (!(await p.perform(check))) return null;
  return {
    ...where,
    kind: 'navigation',
    title: `Open the ${control.name} ${control.role === 'tab' ? 'tab' : 'menu entry'}`,
    goal: `Clicking “${control.name}” on ${where.path} changes what the view shows.`,
    expectedResult: `“${shown}” shows.`,
    steps: [click, check],
  };
}
