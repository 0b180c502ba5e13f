import type { Frame, Locator, Page } from 'playwright-core';

export type AriaRole = Parameters<Page['getByRole']>[0];

/** One way of finding elements, as Playwright's user-facing locators do. */
export type LocatorStep =
  | { by: 'role'; role: AriaRole; name: string | null; exact: boolean }
  | { by: 'label' | 'placeholder' | 'text' | 'alt' | 'title'; text: string; exact: boolean }
  | { by: 'testId'; id: string }
  | { by: 'css'; selector: string };

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

function applyStep(scope: Frame | Locator, step: LocatorStep): Locator {
  switch (step.by) {
    case 'role':
      return scope.getByRole(step.role, step.name === null ? {} : { name: step.name, exact: step.exact });
    case 'label':
      return scope.getByLabel(step.text, { exact: step.exact });
    case 'placeholder':
      return scope.getByPlaceholder(step.text, { exact: step.exact });
    case 'text':
      return scope.getByText(step.text, { exact: step.exact });
    case 'alt':
      return scope.getByAltText(step.text, { exact: step.exact });
    case 'title':
      return scope.getByTitle(step.text, { exact: step.exact });
    case 'testId':
      return scope.getByTestId(step.id);
    case 'css':
      return scope.locator(step.selector);
  }
}

/** The frame a spec names, or undefined when the page has no such frame (any more). */
export function frameOf(page: Page, spec: Pick<LocatorSpec, 'frame'>): Frame | undefined {
  if (spec.frame === null) return page.mainFrame();
  return page.frames().find((f) => f !== page.mainFrame() && f.url() === spec.frame);
}

/** Every visible element the spec matches, before `nth` picks one. */
export function matchesOf(frame: Frame, spec: Omit<LocatorSpec, 'frame' | 'nth'>): Locator {
  const scope = spec.region ? applyStep(frame, spec.region).filter({ visible: true }).first() : frame;
  return applyStep(scope, spec.target).filter({ visible: true });
}

export function locatorOf(page: Page, spec: LocatorSpec): Locator | undefined {
  const frame = frameOf(page, spec);
  if (!frame) return undefined;
  const all = matchesOf(frame, spec);
  if (spec.nth === null) return all;
  return spec.nth === -1 ? all.last() : all.nth(spec.nth);
}

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function describeStep(step: LocatorStep): string {
  switch (step.by) {
    case 'role': {
      const options = step.name === null ? '' : `, { name: ${quote(step.name)}${step.exact ? ', exact: true' : ''} }`;
      return `getByRole(${quote(step.role)}${options})`;
    }
    case 'testId':
      return `getByTestId(${quote(step.id)})`;
    case 'css':
      return `locator(${quote(step.selector)})`;
    default: {
      const method = {
        label: 'getByLabel',
        placeholder: 'getByPlaceholder',
        text: 'getByText',
        alt: 'getByAltText',
        title: 'getByTitle',
      }[step.by];
      return `${method}(${quote(step.text)}${step.exact ? ', { exact: true }' : ''})`;
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

/** Whether two specs find the same way (compared as shown: stored JSON may order its keys differently). */
export function sameSpec(a: LocatorSpec, b: LocatorSpec): boolean {
  return describeLocator(a) === describeLocator(b);
}
