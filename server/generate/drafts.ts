import { parseStep } from '../../src/steps/index.ts';
import type { GeneratedPage, ProposalKind } from '../db/generations.ts';
import type { ProbedBehaviour } from './behaviours.ts';

/** A page the explorer opened, as it found it. */
export interface ExploredPage {
  /** Its path (with query) on the environment's origin. */
  path: string;
  title: string;
  heading: string | null;
  consoleErrors: number;
  /** Found only after signing in: reaching it needs the sign-in first. */
  signedIn: boolean;
}

/** A form the explorer filled and sent; each list holds the steps after opening its page, all of which worked. */
export interface ProbedForm {
  path: string;
  signedIn: boolean;
  /** What a person calls the form: the page's heading, else its button. */
  name: string;
  /** Sent empty: the steps, ending with what showed that it was refused. */
  refused: string[] | null;
  /** Filled with valid values and sent: the steps, ending with what showed that it was accepted. */
  accepted: string[] | null;
}

/** A link of the main navigation (a menu entry, a tab) the explorer followed. */
export interface FollowedLink {
  fromPath: string;
  name: string;
  toPath: string;
  toHeading: string;
  signedIn: boolean;
  /** The steps after opening fromPath, all of which worked: the click, then the address and heading it led to. */
  steps: string[];
}

export interface SignInFound {
  /** The page with the sign-in form. */
  path: string;
  /** The steps that sign in there ('Sign in', and the two-factor code when one is asked). */
  steps: string[];
  /** Where signing in with the stored account led, and what it showed. */
  landingPath: string;
  landingHeading: string | null;
}

export interface Exploration {
  pages: ExploredPage[];
  forms: ProbedForm[];
  links: FollowedLink[];
  /** What the views do beyond links and forms (a field that adds items, a list's pager, a tab), as probed. */
  behaviours: ProbedBehaviour[];
  signIn: SignInFound | null;
  /** The step that accepts the cookie banner, when one showed: every test starts with it. */
  cookieStep: string | null;
}

export interface Draft {
  kind: ProposalKind;
  title: string;
  goal: string;
  expectedResult: string;
  steps: string[];
}

/** A name a step can quote: not empty, short, and with nothing the step language would read otherwise. */
export const quotable = (text: string | null | undefined): text is string =>
  !!text && text.length <= 80 && !text.includes('"') && !text.includes('{{');

export const quoted = (text: string) => `"${text}"`;

/** What shows that a page is the right one: its heading, else its title. */
function pageCheck(page: { heading: string | null; title: string }): string | null {
  if (quotable(page.heading)) return `I see ${quoted(page.heading)}`;
  if (quotable(page.title)) return `The title is ${quoted(page.title)}`;
  return null;
}

/**
 * Turns what the explorer found into proposed test cases, in the order a team would read them: the
 * sign-in first (the others depend on it), then each page, each form, and the main navigation.
 */
export function draftsOf(e: Exploration): Draft[] {
  return merged(
    rawDraftsOf(e)
      .map(understood)
      .filter((d): d is Draft => d !== null),
  );
}

/**
 * The draft with only the steps the grammar understands: a step it would not read is dropped, and a draft
 * left with nothing to check after opening its page is no test at all.
 */
function understood(draft: Draft): Draft | null {
  const steps = draft.steps.filter((step) => parseStep(step).ok);
  const checks = steps.filter((step) => {
    const parsed = parseStep(step);
    return parsed.ok && parsed.action.type === 'expect';
  });
  return checks.length > 0 ? { ...draft, steps } : null;
}

/**
 * The explorer's drafts and then the model's planned ones: a plan with a step the grammar does not read is dropped
 * whole (without that step it would test something else), and one the explorer already proposed is merged into it.
 */
export function withPlanned(drafts: Draft[], planned: Draft[]): Draft[] {
  const readable = planned.filter((d) => d.steps.every((step) => parseStep(step).ok) && understood(d) !== null);
  return merged([...drafts, ...readable]);
}

/** Drafts with the same steps, or the same title, are one test: the first is kept. */
function merged(drafts: Draft[]): Draft[] {
  const steps = new Set<string>();
  const titles = new Set<string>();
  return drafts.filter((d) => {
    const key = d.steps.join('\n');
    if (steps.has(key) || titles.has(d.title)) return false;
    steps.add(key);
    titles.add(d.title);
    return true;
  });
}

function rawDraftsOf(e: Exploration): Draft[] {
  const cookie = e.cookieStep ? [e.cookieStep] : [];
  /** The steps that open a page: signing in first when it is only reached signed in. */
  const open = (path: string, signedIn: boolean): string[] =>
    signedIn && e.signIn
      ? [`Go to ${e.signIn.path}`, ...cookie, ...e.signIn.steps, `Go to ${path}`]
      : [`Go to ${path}`, ...cookie];
  const drafts: Draft[] = [];

  if (e.signIn) {
    const landed = pageCheck({ heading: e.signIn.landingHeading, title: '' });
    drafts.push({
      kind: 'signIn',
      title: 'Sign in with the stored test account',
      goal: `Signing in on ${e.signIn.path} with the environment's test account leads to ${e.signIn.landingPath}.`,
      expectedResult: `The user lands on ${e.signIn.landingPath}.`,
      steps: [
        `Go to ${e.signIn.path}`,
        ...cookie,
        ...e.signIn.steps,
        `The URL contains ${e.signIn.landingPath}`,
        ...(landed ? [landed] : []),
      ],
    });
  }
  const named = e.pages.map((p) => p.heading ?? p.title);
  for (const [index, page] of e.pages.entries()) {
    const check = pageCheck(page);
    if (!check) continue;
    // Two pages with one heading (two "Settings") are told apart by their path.
    const heading = named[index]!;
    const name = named.indexOf(heading) === named.lastIndexOf(heading) ? heading : `${heading} (${page.path})`;
    const reach = open(page.path, page.signedIn);
    if (page.consoleErrors === 0) {
      drafts.push({
        kind: 'page',
        title: `${name} page loads`,
        goal: `${page.path} opens, shows its heading and logs no errors.`,
        expectedResult: `“${heading}” shows, with no console errors.`,
        steps: [...reach, check, 'There are no console errors'],
      });
      continue;
    }
    // Errors were logged while exploring: that it loads is proposed apart from the errors, so the
    // page keeps a test that passes and the errors a test of their own that shows them.
    drafts.push(
      {
        kind: 'page',
        title: `${name} page loads`,
        goal: `${page.path} opens and shows its heading.`,
        expectedResult: `“${heading}” shows.`,
        steps: [...reach, check],
      },
      {
        kind: 'page',
        title: `${name} page logs no errors`,
        goal: `${page.path} logged ${page.consoleErrors} console error(s) while it was explored.`,
        expectedResult: 'No console errors or page errors.',
        steps: [...reach, check, 'There are no console errors'],
      },
    );
  }
  for (const form of e.forms) {
    if (form.refused) {
      drafts.push({
        kind: 'form',
        title: `${form.name} form refuses missing required fields`,
        goal: `Sending the form on ${form.path} empty is refused.`,
        expectedResult: 'The form says what is missing and is not sent.',
        steps: [...open(form.path, form.signedIn), ...form.refused],
      });
    }
    if (form.accepted) {
      drafts.push({
        kind: 'form',
        title: `${form.name} form accepts a valid submission`,
        goal: `The form on ${form.path}, filled with valid values, is accepted.`,
        expectedResult: 'The form is sent and confirms it.',
        steps: [...open(form.path, form.signedIn), ...form.accepted],
      });
    }
  }
  for (const link of e.links) {
    drafts.push({
      kind: 'navigation',
      title: `Navigate to ${link.name}`,
      goal: `The “${link.name}” link of the main navigation leads to ${link.toPath}.`,
      expectedResult: `${link.toPath} opens and shows “${link.toHeading}”.`,
      steps: [...open(link.fromPath, link.signedIn), ...link.steps],
    });
  }
  for (const b of e.behaviours) {
    drafts.push({
      kind: b.kind,
      title: b.title,
      goal: b.goal,
      expectedResult: b.expectedResult,
      steps: [...open(b.path, b.signedIn), ...b.steps],
    });
  }
  return drafts;
}

/** What a generation shows of the pages it saw. */
export const pagesSeen = (e: Pick<Exploration, 'pages'>, origin: string): GeneratedPage[] =>
  e.pages.map((p) => ({
    url: new URL(p.path, origin).href,
    title: p.title,
    heading: p.heading,
    console_errors: p.consoleErrors,
    signed_in: p.signedIn,
  }));
