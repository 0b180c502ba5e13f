import type { Frame, Locator, Page } from 'playwright-core';
import { escapeRegExp } from '../../../src/steps/tokens.ts';

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
   * `hasText`: only those holding an element whose text has these words, whole ("Blue shirt" in a product's card);
   * `onlyHeading`: and no heading but one with these words.
   */
  | { by: 'css'; selector: string; hasText?: string; onlyHeading?: string }
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
    if (step.hasText !== undefined) all = all.filter({ has: frame.getByText(wordsPattern(step.hasText)) });
    if (step.onlyHeading !== undefined) {
      const others = frame.locator(HEADINGS).filter({ hasNotText: wordsPattern(step.onlyHeading) });
      all = all.filter({ has: frame.locator(HEADINGS) }).filter({ hasNot: others });
    }
    return all;
  }
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
    const name = step.words ? wordsPattern(step.name) : step.caseless ? wholeInAnyCase(step.name) : step.name;
    return scope.getByRole(step.role, { name, exact: step.exact });
  }
  const text = step.words ? wordsPattern(step.text) : step.caseless ? wholeInAnyCase(step.text) : step.text;
  const options = { exact: step.exact };
  switch (step.by) {
    case 'label':
      return scope.getByLabel(text, options);
    case 'placeholder':
      return scope.getByPlaceholder(text, options);
    case 'text':
      return step.clickable
        ? scope.getByText(text, options).and(frame.locator(CLICKABLE_LOOK))
        : scope.getByText(text, options);
    case 'alt':
      return scope.getByAltText(text, options);
    case 'title':
      return scope.getByTitle(text, options);
  }
}

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
    if (region.by === 'nth' && region.amongHolders) {
      const holders = applyStep(frame, frame, region.step).filter({ visible: true }).filter({ has: inner });
      scope = region.nth === -1 ? holders.last() : holders.nth(region.nth);
    } else {
      const holding = applyStep(frame, frame, region).filter({ visible: true }).filter({ has: inner });
      scope = holding.filter({ hasNot: holding });
    }
  }
  return applyStep(frame, scope, spec.target).filter({ visible: true });
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
      return `locator(${quote(step.selector)})${hasText}${onlyHeading}`;
    }
    case 'labelText': {
      return `locator('label').filter({ hasText: ${quote(step.text)} })`;
    }
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
