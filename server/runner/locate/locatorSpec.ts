import type { Frame, Locator, Page } from 'playwright-core';
import { escapeRegExp } from '../../../src/steps/tokens.ts';
import { plainText, shownTextSelector, wordsIn } from './shownText.ts';

export type AriaRole = Parameters<Page['getByRole']>[0];

/** One way of finding elements, as Playwright's user-facing locators do. */
export type LocatorStep =
  /** `dataRows`: rows with a data cell only, leaving out a table's header row (as a count of "rows" means). */
  | {
      by: 'role';
      role: AriaRole;
      name: string | null;
      exact: boolean;
      caseless?: true;
      dataRows?: true;
      /** The name in part, in any case, as whole words (a region "Invoice 1" is not the row of "Invoice 12"). */
      words?: true;
      /** The name is a pattern, in any case ("next", "next page", "›": a button that turns a list's pages). */
      pattern?: true;
    }
  /** `words`: in part, in any case, but as whole words ("Lucky" is not in "Unlucky"). */
  | {
      by: 'label' | 'placeholder' | 'text' | 'alt' | 'title';
      text: string;
      exact: boolean;
      caseless?: true;
      words?: true;
      /** Only an element that looks clickable: a handler, a button's class, in the tab order. */
      clickable?: true;
    }
  /** A <label> element by its text, which may be drawn with a mark beside it ("◐ Dark mode"). */
  | { by: 'labelText'; text: string; exact: boolean; caseless?: true }
  | { by: 'testId'; id: string }
  /**
   * A Playwright selector. `hasText`: only those holding an element whose text has these words, whole ("Blue shirt"
   * in a product's card); `onlyHeading`: and no heading but one with these words (both kept for locators stored by
   * earlier runs); `holding`: only those that are or hold what this finds (a cart link holding its badge's number).
   */
  | { by: 'css'; selector: string; hasText?: string; onlyHeading?: string; holding?: LocatorStep }
  /**
   * Elements by the text they show (hidden parts left out), matching a pattern: "1–10 of 40", a number. `prune`: a
   * pattern any box holding a match shows; `all`: every element that matches, not only the innermost.
   */
  | { by: 'shownText'; source: string; flags: string; prune: string; all?: true }
  /**
   * The innermost boxes around what `of` finds (it included) that hold each of `holding` too: a pagination bar is the
   * box around a pager's navigation that holds the "1–10 of 40" it shows. `box`: a selector they must match (a bar
   * holds no table), so that words far off do not make the page around them all one bar.
   */
  | { by: 'around'; of: LocatorStep; holding: LocatorStep[]; box?: string }
  /**
   * A region next to words: the innermost box around them that holds what the step looks for ("the checkbox next to
   * "Buy milk"" is in the todo that says Buy milk, not in the list of them all). Only a step's target makes it a place.
   */
  | { by: 'near'; text: string }
  /** Elements any of these find ("the "Interests" section" is a region or a fieldset's group). */
  | { by: 'anyOf'; steps: LocatorStep[] }
  /**
   * One of what `step` finds that is shown, by its place (0-based, -1 the last): "in the second row". `amongHolders`:
   * the place among those that hold what the step looks for ("Add to cart for the first product" is in the first box
   * holding an Add to cart, not in the page's first box).
   */
  | { by: 'nth'; step: LocatorStep; nth: number; amongHolders?: true };

/**
 * A locator that can be stored (the replay cache) and shown (the run's evidence): the frame it is
 * in, the region it is within, how the element is found, and which of the matches.
 */
export interface LocatorSpec {
  /** The URL of the frame it is in; null for the page's own frame. */
  frame: string | null;
  region: LocatorStep | null;
  target: LocatorStep;
  /** 0-based index among the visible matches, or -1 for the last; null when there is one match. */
  nth: number | null;
}

/** What looks clickable without a role: a click handler, a button's class, a place in the tab order. */
const CLICKABLE_LOOK =
  ':is(button, a[href], [role="button"], [role="link"], summary, [onclick], [class*="btn" i], [class*="button" i], [tabindex]:not([tabindex="-1"]), [style*="cursor: pointer"])';

/** Headings, for a card headed by a name. */
const HEADINGS = ':is(h1, h2, h3, h4, h5, h6, [role="heading"])';

/** A table's or grid's data cells: a row with none is a header row, which a count of a table's rows leaves out. */
const DATA_CELLS = 'td, [role=cell], [role=gridcell]';

/** Text to be matched as it is inside a regular expression. */

/**
 * Text as it is inside a pattern with the u flag. Quotes and ">" are written as code points: Playwright leaves them
 * as they are in such a pattern, where they end its selector.
 */
const literalInUnicode = (text: string) =>
  escapeRegExp(text).replace(/['"`>]/g, (c) => `\\x${c.charCodeAt(0).toString(16)}`);

/** A label's whole text, with marks and spacing around it but no other letters or digits. */
const labelTextPattern = (text: string, caseless: true | undefined) =>
  new RegExp(`^[^\\p{L}\\p{N}]*${literalInUnicode(text)}[^\\p{L}\\p{N}]*$`, caseless ? 'iu' : 'u');

/**
 * The whole of a name in any case, with the spacing and marks around it a page draws beside a name: "Products ▾",
 * "× Close", "SAVE DRAFT" for "Save draft".
 */
export const wholeInAnyCase = (name: string) => labelTextPattern(name, true);

/** Letters and digits of scripts that separate words with spaces: there, a match must not run on into a word. */
const SPACED = '[\\p{Script=Latin}\\p{Script=Greek}\\p{Script=Cyrillic}\\p{N}]';

/**
 * The text in part and in any case, but not inside a longer word: "Lucky" in "Lucky day", not in "Unlucky". A word
 * may take a plural's s or es ("error" in "3 errors"), so that "No errors are shown" is not passed by them.
 */
function wordsPattern(text: string): RegExp {
  const before = new RegExp(`^${SPACED}`, 'u').test(text) ? `(?<!${SPACED})` : '';
  const plural = /\p{Script=Latin}$/u.test(text) ? '(?:e?s)?' : '';
  const after = new RegExp(`${SPACED}$`, 'u').test(text) ? `${plural}(?!${SPACED})` : '';
  return new RegExp(`${before}${literalInUnicode(text)}${after}`, 'iu');
}

/** How a text step compares: whole in its case, whole in any case, as whole words, or in part in any case. */
type TextMatch = { exact: boolean; caseless?: true; words?: true };

/** The pattern a text step looks for, over the text shown (its spacing single, its dashes hyphens). */
function textPattern(text: string, how: TextMatch): RegExp {
  const plain = plainText(text);
  if (how.words) return wordsPattern(plain);
  if (how.caseless) return wholeInAnyCase(plain);
  return how.exact ? new RegExp(`^${literalInUnicode(plain)}$`, 'u') : new RegExp(literalInUnicode(plain), 'iu');
}

/**
 * Elements by the text a person sees on them, as getByText finds them but reading what is shown (innerText) where
 * getByText reads textContent: "1 item left" is shown by <strong>1</strong> item<span hidden>s</span> left.
 */
function shownText(scope: Frame | Locator, text: string, how: TextMatch): Locator {
  const pattern = textPattern(text, how);
  return scope.locator(shownTextSelector({ source: pattern.source, flags: pattern.flags, prune: wordsIn(text) }));
}

/** Children of a box: a box with a child that holds all a region needs is not the innermost one. */
const CHILDREN = 'xpath=./*';
/** A box and every box around it. */
const AROUND = 'xpath=ancestor-or-self::*';
/** Boxes inside a box, it left out: the text engine, like Playwright's, counts a box as holding itself. */
const INSIDE = 'xpath=.//*';

/**
 * The innermost boxes around what `of` finds that `keep` keeps (see the `around` step): a box is the innermost when
 * none of its children around the same is kept too.
 */
function innermostAround(frame: Frame, scope: Frame | Locator, of: LocatorStep, keep: (boxes: Locator) => Locator) {
  const childKept = keep(frame.locator(CHILDREN).filter({ has: applyStep(frame, frame, of) }));
  return keep(applyStep(frame, scope, of).locator(AROUND)).filter({ hasNot: childKept });
}

/** The innermost boxes around what `of` finds that hold each of `holding` too (see the `around` step). */
function around(frame: Frame, scope: Frame | Locator, of: LocatorStep, holding: LocatorStep[], box?: string): Locator {
  return innermostAround(frame, scope, of, (boxes) =>
    holding.reduce(
      (held, what) => held.filter({ has: applyStep(frame, frame, what) }),
      box === undefined ? boxes : boxes.and(frame.locator(box)),
    ),
  );
}

const nearWords = (text: string): LocatorStep => ({ by: 'text', text, exact: false, words: true });

/** What lists things: a list, a table, a grid. Their items are the things one can be next to. */
const LISTS =
  ':is(ul, ol, dl, table, tbody, [role="list"], [role="listbox"], [role="table"], [role="grid"], [role="treegrid"], [role="rowgroup"], [role="menu"], [role="tree"])';

/**
 * Where "next to X" looks: the innermost box around X that holds what the step looks for, within X's own item when
 * X is in a list (a todo, a row, a product): a box is never a list itself, holds no list that X is in, and shows no
 * heading but X's. So "I don't see "In stock" next to "Red shirt"" looks in the Red shirt's item only, not in the
 * list of products around it, which holds the Blue shirt's "In stock".
 */
function nearBoxes(frame: Frame, text: string, target: LocatorStep): Locator {
  const words = nearWords(text);
  const listsHoldingWords = frame.locator(LISTS).filter({ has: applyStep(frame, frame, words) });
  const otherHeadings = frame.locator(HEADINGS).filter({ hasNotText: wordsPattern(text) });
  return innermostAround(frame, frame, words, (boxes) =>
    boxes
      .and(frame.locator(`:not(${LISTS})`))
      .filter({ has: applyStep(frame, frame, target) })
      .filter({ hasNot: listsHoldingWords })
      .filter({ hasNot: otherHeadings }),
  );
}

function applyStep(frame: Frame, scope: Frame | Locator, step: LocatorStep): Locator {
  if (step.by === 'anyOf') {
    const [first, ...rest] = step.steps.map((s) => applyStep(frame, scope, s));
    return rest.reduce((all, more) => all.or(more), first!);
  }
  if (step.by === 'nth') {
    const shown = applyStep(frame, scope, step.step).filter({ visible: true });
    return step.nth === -1 ? shown.last() : shown.nth(step.nth);
  }
  if (step.by === 'testId') return scope.getByTestId(step.id);
  if (step.by === 'css') {
    let all = scope.locator(step.selector);
    // By an element inside holding the words, not the box's own text: its blocks run together there ("Red shirtSold").
    if (step.hasText !== undefined) all = all.filter({ has: shownText(frame, step.hasText, WORDS) });
    if (step.onlyHeading !== undefined) {
      const others = frame.locator(HEADINGS).filter({ hasNotText: wordsPattern(step.onlyHeading) });
      all = all.filter({ has: frame.locator(HEADINGS) }).filter({ hasNot: others });
    }
    if (step.holding) all = all.filter({ has: applyStep(frame, frame, step.holding) });
    return all;
  }
  if (step.by === 'shownText') {
    const { source, flags, prune, all } = step;
    return scope.locator(shownTextSelector({ source, flags, prune, ...(all && { all }) }));
  }
  if (step.by === 'around') return around(frame, scope, step.of, step.holding, step.box);
  // Without the step's target (a place among places): every box around the words.
  if (step.by === 'near') return applyStep(frame, scope, nearWords(step.text)).locator(AROUND);
  if (step.by === 'labelText') {
    return scope
      .locator('label')
      .filter({ hasText: step.exact ? labelTextPattern(step.text, step.caseless) : step.text });
  }
  if (step.by === 'role') {
    if (step.name === null) {
      const all = scope.getByRole(step.role);
      return step.dataRows ? all.filter({ has: frame.locator(DATA_CELLS) }) : all;
    }
    const name = step.pattern
      ? new RegExp(step.name, 'iu')
      : step.words
        ? wordsPattern(step.name)
        : step.caseless
          ? wholeInAnyCase(step.name)
          : step.name;
    return scope.getByRole(step.role, { name, exact: step.exact });
  }
  if (step.by === 'text') {
    const found = shownText(scope, step.text, step);
    return step.clickable ? found.and(frame.locator(CLICKABLE_LOOK)) : found;
  }
  const text = step.words ? wordsPattern(step.text) : step.caseless ? wholeInAnyCase(step.text) : step.text;
  const options = { exact: step.exact };
  switch (step.by) {
    case 'label':
      return scope.getByLabel(text, options);
    case 'placeholder':
      return scope.getByPlaceholder(text, options);
    case 'alt':
      return scope.getByAltText(text, options);
    case 'title':
      return scope.getByTitle(text, options);
  }
}

const WORDS: TextMatch = { exact: false, words: true };

/** The frame a spec names, or undefined when the page has no such frame (any more). */
export function frameOf(page: Page, spec: Pick<LocatorSpec, 'frame'>): Frame | undefined {
  if (spec.frame === null) return page.mainFrame();
  return page.frames().find((f) => f !== page.mainFrame() && f.url() === spec.frame);
}

/**
 * Every visible element the spec matches, before `nth` picks one. Within a region: in every region that matches, but
 * of regions inside one another, only the innermost that holds the target (a section's card, not the page around it).
 */
export function matchesOf(frame: Frame, spec: Omit<LocatorSpec, 'frame' | 'nth'>): Locator {
  let scope: Frame | Locator = frame;
  if (spec.region) {
    const inner = applyStep(frame, frame, spec.target);
    const region = spec.region;
    if (region.by === 'near') {
      // "Next to X": the innermost box around X that holds what the step looks for; one such box holding several is
      // ambiguous, and says so.
      scope = nearBoxes(frame, region.text, spec.target);
    } else if (region.by === 'nth' && region.amongHolders) {
      const holders = applyStep(frame, frame, region.step).filter({ visible: true }).filter({ has: inner });
      scope = region.nth === -1 ? holders.last() : holders.nth(region.nth);
    } else {
      const holding = applyStep(frame, frame, region).filter({ visible: true }).filter({ has: inner });
      scope = holding.filter({ hasNot: frame.locator(INSIDE).and(holding) });
    }
  }
  return applyStep(frame, scope, spec.target).filter({ visible: true });
}

/**
 * Whether what a spec looks for within a region is nowhere in the frame at all: then no region needs looking for,
 * which costs more than the look (a pagination bar is found by what it holds), for each way of finding a target.
 */
export async function nowhereIn(frame: Frame, spec: Omit<LocatorSpec, 'frame' | 'nth'>): Promise<boolean> {
  if (!spec.region) return false;
  return (
    (await applyStep(frame, frame, spec.target)
      .count()
      .catch(() => 0)) === 0
  );
}

/** What a step finds in the frame that is shown (a region, to know whether the page has it at all). */
export const shownIn = (frame: Frame, step: LocatorStep): Locator =>
  applyStep(frame, frame, step).filter({ visible: true });

/** What a step finds in the frame, shown or not (an empty list has no size). */
export const presentIn = (frame: Frame, step: LocatorStep): Locator => applyStep(frame, frame, step);

export function locatorOf(page: Page, spec: LocatorSpec): Locator | undefined {
  const frame = frameOf(page, spec);
  if (!frame) return undefined;
  const all = matchesOf(frame, spec);
  if (spec.nth === null) return all;
  return spec.nth === -1 ? all.last() : all.nth(spec.nth);
}

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/*
 * How a user reads a locator is as Playwright code they could write themselves. The patterns these steps find by (a
 * name in any case with marks around it, whole words in part) are ours, not theirs: they are shown as Playwright's own
 * loose match, a name not exact, which is in any case and in part. sameSpec compares the specs themselves.
 */

function describeStep(step: LocatorStep): string {
  switch (step.by) {
    case 'role': {
      if (step.name === null) {
        const dataRows = step.dataRows ? `.filter({ has: locator(${quote(DATA_CELLS)}) })` : '';
        return `getByRole(${quote(step.role)})${dataRows}`;
      }
      const exact = step.exact && !step.caseless && !step.words ? ', exact: true' : '';
      return `getByRole(${quote(step.role)}, { name: ${quote(step.name)}${exact} })`;
    }
    case 'anyOf': {
      const [first, ...rest] = step.steps.map(describeStep);
      return [first, ...rest.map((more) => `or(${more})`)].join('.');
    }
    case 'nth':
      return `${describeStep(step.step)}.${step.nth === -1 ? 'last()' : `nth(${step.nth})`}`;
    case 'testId':
      return `getByTestId(${quote(step.id)})`;
    case 'css': {
      const hasText = step.hasText === undefined ? '' : `.filter({ has: getByText(${quote(step.hasText)}) })`;
      const onlyHeading =
        step.onlyHeading === undefined
          ? ''
          : `.filter({ hasNot: locator(${quote(HEADINGS)}).filter({ hasNotText: ${quote(step.onlyHeading)} }) })`;
      const holding = step.holding ? `.filter({ has: ${describeStep(step.holding)} })` : '';
      return `locator(${quote(step.selector)})${hasText}${onlyHeading}${holding}`;
    }
    case 'labelText': {
      return `locator('label').filter({ hasText: ${quote(step.text)} })`;
    }
    // Text as shown, and the boxes around it: as the Playwright code nearest to what they find.
    case 'shownText':
      return `getByText(/${step.source}/${step.flags})`;
    // The innermost box holding both, as Playwright code writes it: the boxes that have each, the last (deepest) one.
    case 'around': {
      const holding = step.holding.map((what) => `.filter({ has: ${describeStep(what)} })`).join('');
      return `locator('*').filter({ has: ${describeStep(step.of)} })${holding}.last()`;
    }
    case 'near':
      return `locator('*').filter({ has: getByText(${quote(step.text)}) }).last()`;
    default: {
      const method = {
        label: 'getByLabel',
        placeholder: 'getByPlaceholder',
        text: 'getByText',
        alt: 'getByAltText',
        title: 'getByTitle',
      }[step.by];
      const exact = step.exact && !step.caseless && !step.words ? ', { exact: true }' : '';
      const text = quote(step.text);
      const clickable = step.by === 'text' && step.clickable ? `.and(locator(${quote(CLICKABLE_LOOK)}))` : '';
      return `${method}(${text}${exact})${clickable}`;
    }
  }
}

/** The spec as Playwright code, which is how a user reads which element a step used. */
export function describeLocator(spec: LocatorSpec): string {
  const parts = [
    spec.frame === null ? null : `frameLocator(${quote(spec.frame)})`,
    spec.region ? describeStep(spec.region) : null,
    describeStep(spec.target),
    spec.nth === null ? null : spec.nth === -1 ? 'last()' : `nth(${spec.nth})`,
  ];
  return parts.filter((p) => p !== null).join('.');
}

/** A value as JSON with its keys in order: stored JSON may order its keys differently. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether two specs find the same way (the specs themselves: two ways may read alike, a pattern shown loosely). */
export function sameSpec(a: LocatorSpec, b: LocatorSpec): boolean {
  return canonical(a) === canonical(b);
}
