import { describe, expect, it } from 'vitest';
import { draftsOf, quotable, type Exploration } from '../../server/generate/drafts.ts';
import { parseStep } from '../../src/steps/index.ts';

const exploration = (over: Partial<Exploration> = {}): Exploration => ({
  pages: [],
  forms: [],
  links: [],
  behaviours: [],
  signIn: null,
  cookieStep: null,
  ...over,
});

describe('the explorer’s proposals', () => {
  it('checks each page’s heading and console, signing in first for pages found behind the sign-in', () => {
    const drafts = draftsOf(
      exploration({
        signIn: { path: '/login', steps: ['Sign in'], landingPath: '/home', landingHeading: 'Welcome' },
        pages: [
          { path: '/about', title: 'About us', heading: 'About', consoleErrors: 0, signedIn: false },
          { path: '/home', title: 'Home', heading: 'Welcome', consoleErrors: 0, signedIn: true },
        ],
      }),
    );
    expect(drafts.map((d) => [d.kind, d.title, d.steps])).toEqual([
      [
        'signIn',
        'Sign in with the stored test account',
        ['Go to /login', 'Sign in', 'The URL contains /home', 'I see "Welcome"'],
      ],
      ['page', 'About page loads', ['Go to /about', 'I see "About"', 'There are no console errors']],
      [
        'page',
        'Welcome page loads',
        ['Go to /login', 'Sign in', 'Go to /home', 'I see "Welcome"', 'There are no console errors'],
      ],
    ]);
    for (const d of drafts) for (const step of d.steps) expect(parseStep(step).ok, step).toBe(true);
  });

  it('accepts the cookie banner right after the first page opens, and falls back to the title without a heading', () => {
    const [draft] = draftsOf(
      exploration({
        cookieStep: 'Click the "Accept all" button',
        pages: [{ path: '/', title: 'Shop', heading: 'Say "hi"', consoleErrors: 0, signedIn: false }],
      }),
    );
    expect(draft!.steps).toEqual([
      'Go to /',
      'Click the "Accept all" button',
      'The title is "Shop"',
      'There are no console errors',
    ]);
  });

  it('proposes a page that logged errors twice: that it loads, and that it logs none', () => {
    const drafts = draftsOf(
      exploration({ pages: [{ path: '/x', title: 'X', heading: 'Broken', consoleErrors: 2, signedIn: false }] }),
    );
    expect(drafts.map((d) => [d.title, d.steps])).toEqual([
      ['Broken page loads', ['Go to /x', 'I see "Broken"']],
      ['Broken page logs no errors', ['Go to /x', 'I see "Broken"', 'There are no console errors']],
    ]);
  });

  it('proposes what each form did when sent empty and filled, and each main link', () => {
    const drafts = draftsOf(
      exploration({
        forms: [
          {
            path: '/contact',
            signedIn: false,
            name: 'Contact',
            refused: ['Click the "Send" button', 'I see "Name is required"'],
            accepted: null,
          },
        ],
        links: [
          {
            fromPath: '/',
            name: 'Pricing',
            toPath: '/pricing',
            toHeading: 'Plans',
            signedIn: false,
            steps: ['Click the "Pricing" link', 'The URL contains /pricing', 'I see the "Plans" heading'],
          },
        ],
      }),
    );
    expect(drafts.map((d) => [d.title, d.steps])).toEqual([
      [
        'Contact form refuses missing required fields',
        ['Go to /contact', 'Click the "Send" button', 'I see "Name is required"'],
      ],
      [
        'Navigate to Pricing',
        ['Go to /', 'Click the "Pricing" link', 'The URL contains /pricing', 'I see the "Plans" heading'],
      ],
    ]);
  });

  it('proposes what a view does, opened first, with only steps the grammar understands, and each test once', () => {
    const entry = {
      kind: 'form' as const,
      title: 'Add an item with the What needs to be done? field',
      goal: 'Typing and pressing Enter adds an item.',
      expectedResult: 'The new item shows.',
      path: '/todos',
      signedIn: true,
      steps: [
        'Type "{{random.name}}" into the "What needs to be done?" field',
        'Press Enter in the "What needs to be done?" field',
        'Frobnicate the todo list thoroughly',
        'I see "{{random.name}}"',
        'I see "3 items left"',
      ],
    };
    const drafts = draftsOf(
      exploration({
        signIn: { path: '/login', steps: ['Sign in'], landingPath: '/todos', landingHeading: 'todos' },
        behaviours: [
          entry,
          { ...entry },
          { ...entry, title: 'Nothing checked', steps: ['Frobnicate the todo list thoroughly', 'Press Enter'] },
        ],
      }),
    );
    expect(drafts.filter((d) => d.kind === 'form').map((d) => [d.title, d.steps])).toEqual([
      [
        'Add an item with the What needs to be done? field',
        [
          'Go to /login',
          'Sign in',
          'Go to /todos',
          'Type "{{random.name}}" into the "What needs to be done?" field',
          'Press Enter in the "What needs to be done?" field',
          'I see "{{random.name}}"',
          'I see "3 items left"',
        ],
      ],
    ]);
  });

  it('quotes only names a step can carry', () => {
    expect(quotable('Sign in')).toBe(true);
    expect(quotable('Say "hi"')).toBe(false);
    expect(quotable('{{secret}}')).toBe(false);
    expect(quotable('')).toBe(false);
    expect(quotable('x'.repeat(81))).toBe(false);
  });
});
