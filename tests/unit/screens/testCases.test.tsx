import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestCase } from '../../../src/api/testCases.ts';
import {
  failure,
  fakeApi,
  field,
  IN_TOAST,
  meOk,
  page,
  renderSignedInScreen,
  resetScreenState,
  type ApiCall,
  type Reply,
} from '../support/renderScreen.tsx';
import { errorUnder } from '../support/fieldErrors.ts';
import { onePage, testCasesServer } from '../support/lists.ts';
import { queuedRuns } from '../support/runs.ts';
import { testCase } from '../support/testCases.ts';
import { fillIn } from '../support/fillIn.ts';

const RAN_AT = '2026-11-02T12:30:00Z';

const SIGN_IN = testCase(1, 'Sign in', {
  result: 'Passed',
  execution_start_date: RAN_AT,
  steps: [
    { id: 11, steps: 'Open the login page', status: 'Passed', lastRun: RAN_AT },
    { id: 12, steps: 'Submit the form', status: 'Failed', lastRun: RAN_AT },
  ],
});
const CHECKOUT = testCase(2, 'Checkout with a card', {
  result: 'Failed',
  environment_label: 'Production',
  steps: [{ id: 21, steps: 'Add a product to the cart', status: 'Draft', lastRun: null }],
});
const SEARCH = testCase(3, 'Search products', { result: 'In Progress' });

const listOf = (...cases: TestCase[]): Reply => onePage(cases);

const PROJECTS: Reply = {
  status: 200,
  body: {
    success: true,
    data: [{ id: 1, name: 'Shop', environment_count: 2, test_case_count: 2, created_at: '2026-11-01T00:00:00Z' }],
  },
};
const ENVIRONMENTS: Reply = {
  status: 200,
  body: { success: true, data: [{ id: 1, label: 'Staging', url: 'https://staging.shop.example' }] },
};

/** The fake server of an account whose current project is 1, with `list` answering the test cases. */
function serve(list: Reply | ((call: ApiCall) => Reply), extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/v1/me': meOk,
    'GET /api/v1/projects': PROJECTS,
    'GET /api/v1/1/environments': ENVIRONMENTS,
    'GET /api/v1/test-cases': typeof list === 'function' ? (call: ApiCall) => list(call) : list,
    ...extra,
  });
}

/** The header (the accordion control) of a test case, found by its title. */
const item = (title: string) => page().getByRole('button', { name: new RegExp(`^${title}`) });
const findItem = (title: string) => page().findByRole('button', { name: new RegExp(`^${title}`) });
const titles = () =>
  page()
    .queryAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

beforeEach(() => sessionStorage.setItem('token', 'tok-1'));
afterEach(resetScreenState);

describe('/test-cases: the list', () => {
  it("shows each test case's title, environment, result, step count and last run from the server's answer", async () => {
    const api = serve(listOf(SIGN_IN, CHECKOUT));
    await renderSignedInScreen('/test-cases');
    expect(await page().findByRole('heading', { level: 1, name: 'Test Cases' })).toBeTruthy();
    const signIn = await findItem('Sign in');
    expect(signIn.textContent).toContain('Staging');
    expect(signIn.textContent).toContain('2 steps');
    expect(within(signIn).getByText('Passed')).toBeTruthy();
    expect(signIn.querySelector('time')?.getAttribute('datetime')).toBe(RAN_AT);
    expect(signIn.querySelector('time')?.textContent).toMatch(/2026/);
    const checkout = item('Checkout with a card');
    expect(checkout.textContent).toContain('Production');
    expect(checkout.textContent).toContain('1 step ·');
    expect(checkout.textContent).toContain('Never run');
    expect(within(checkout).getByText('Failed')).toBeTruthy();
    expect(page().getByText('1–2 of 2 test cases')).toBeTruthy();
    expect(api.to('GET', '/api/v1/test-cases')[0]!.search).toBe('?project_id=1&page=1&limit=25');
  });

  it("expands a test case to its goal, expected result and steps; a passed step offers 'Review', others 'Run Test'", async () => {
    serve(listOf(SIGN_IN, CHECKOUT));
    const s = await renderSignedInScreen('/test-cases');
    const signIn = await findItem('Sign in');
    expect(signIn.getAttribute('aria-expanded')).toBe('false');
    await s.user.click(signIn);
    expect(signIn.getAttribute('aria-expanded')).toBe('true');
    expect(page().getByText('Goal of Sign in')).toBeTruthy();
    expect(page().getByText('Expected result of Sign in')).toBeTruthy();
    const steps = within(page().getByRole('list', { name: 'Steps of Sign in' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^1\. Open the login pagePassedLast run: .*2026.*Review$/),
      expect.stringMatching(/^2\. Submit the formFailedLast run: .*2026.*Run Test$/),
    ]);
    expect(within(steps[0]!).getByRole('button', { name: 'Review' })).toBeTruthy();
    expect(within(steps[1]!).getByRole('button', { name: 'Run Test' })).toBeTruthy();
    await s.user.click(item('Checkout with a card'));
    const checkoutStep = within(page().getByRole('list', { name: 'Steps of Checkout with a card' })).getByRole(
      'listitem',
    );
    expect(checkoutStep.textContent).toMatch(/Add a product to the cartDraftLast run: Never runRun Test/);
  });

  it('shows a step its run ended before as Skipped, not as a Draft no run has reached', async () => {
    const stopped = testCase(4, 'Sign out', {
      result: 'Failed',
      execution_start_date: RAN_AT,
      steps: [
        { id: 41, steps: 'Click Sign out', status: 'Failed', lastRun: RAN_AT },
        { id: 42, steps: 'I see "Signed out"', status: 'Skipped', lastRun: RAN_AT },
      ],
    });
    serve(listOf(stopped));
    const s = await renderSignedInScreen('/test-cases');
    await s.user.click(await findItem('Sign out'));
    const steps = within(page().getByRole('list', { name: 'Steps of Sign out' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^1\. Click Sign outFailedLast run: .*2026.*Run Test$/),
      expect.stringMatching(/^2\. I see "Signed out"SkippedLast run: .*2026.*Run Test$/),
    ]);
    expect(within(steps[1]!).queryByText('Draft')).toBeNull();
  });

  it("opens the test in the run view from 'Run Test', where Start Run queues it and opens its live view", async () => {
    const api = serve(listOf(SIGN_IN), {
      'POST /api/v1/runs': queuedRuns({ id: 55, testCaseId: SIGN_IN.id, name: 'Sign in' }),
    });
    const s = await renderSignedInScreen('/test-cases');
    await s.user.click(await findItem('Sign in'));
    await s.user.click(await page().findByRole('button', { name: 'Run Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test Case' });
    expect(within(dialog).getByText('Sign in')).toBeTruthy();
    await s.user.click(within(dialog).getByRole('button', { name: 'Start Run' }));
    await waitFor(() => expect(s.route()).toBe('/live-test?run=55'));
    expect(api.to('POST', '/api/v1/runs')[0]!.body).toEqual({ test_case_ids: [SIGN_IN.id] });
    expect(await screen.findByText('1 run queued.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Test Case' })).toBeNull());
  });

  it("opens the test in the run view from a passed step's 'Review'", async () => {
    serve(listOf(SIGN_IN));
    const s = await renderSignedInScreen('/test-cases');
    await s.user.click(await findItem('Sign in'));
    await s.user.click(await page().findByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test Case' });
    expect(within(dialog).getByText('Open the login page')).toBeTruthy();
  });

  it("shows 'Error: Failed to fetch test cases' when the call fails without a message, and retries", async () => {
    let answer: Reply = failure(500);
    const api = serve(() => answer);
    const s = await renderSignedInScreen('/test-cases');
    expect(await page().findByText('Error: Failed to fetch test cases')).toBeTruthy();
    answer = listOf(SIGN_IN);
    await s.user.click(page().getByRole('button', { name: 'Try again' }));
    expect(await findItem('Sign in')).toBeTruthy();
    expect(page().queryByText(/^Error:/)).toBeNull();
    expect(api.to('GET', '/api/v1/test-cases')).toHaveLength(2);
  });

  it("shows the server's message when it gives one", async () => {
    serve(failure(503, 'The database is being upgraded.'));
    await renderSignedInScreen('/test-cases');
    expect(await page().findByText('Error: The database is being upgraded.')).toBeTruthy();
  });

  it('Refresh loads the list again and shows what changed', async () => {
    let answer = listOf(SIGN_IN);
    const api = serve(() => answer);
    const s = await renderSignedInScreen('/test-cases');
    await findItem('Sign in');
    answer = listOf(SIGN_IN, CHECKOUT);
    await s.user.click(page().getByRole('button', { name: 'Refresh' }));
    expect(await findItem('Checkout with a card')).toBeTruthy();
    expect(api.to('GET', '/api/v1/test-cases')).toHaveLength(2);
  });
});

describe('/test-cases: search and status filter', () => {
  it('searches and filters on the server, says how many match, and Clear Filter resets both', async () => {
    const api = serve(testCasesServer([SIGN_IN, CHECKOUT, SEARCH]));
    const s = await renderSignedInScreen('/test-cases');
    await findItem('Sign in');
    expect(titles()).toHaveLength(3);
    expect(page().getByText('1–3 of 3 test cases')).toBeTruthy();
    await s.user.type(page().getByRole('searchbox', { name: 'Search test cases by title' }), 'CHECK');
    await waitFor(() => expect(titles()).toEqual([expect.stringMatching(/^Checkout with a card/)]));
    expect(page().getByText('1–1 of 1 test case')).toBeTruthy();
    expect(api.to('GET', '/api/v1/test-cases').at(-1)!.search).toBe('?project_id=1&page=1&limit=25&search=CHECK');

    await s.user.click(page().getByRole('button', { name: 'Clear Filter' }));
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect((page().getByRole('searchbox') as HTMLInputElement).value).toBe('');

    await s.user.click(page().getByRole('combobox', { name: 'Filter by status' }));
    await s.user.click(screen.getByRole('option', { name: 'In Progress' }));
    await waitFor(() => expect(titles()).toEqual([expect.stringMatching(/^Search products/)]));
    expect(api.to('GET', '/api/v1/test-cases').at(-1)!.search).toBe(
      '?project_id=1&page=1&limit=25&status=In%20Progress',
    );

    await s.user.type(page().getByRole('searchbox'), 'sign');
    expect(await page().findByRole('heading', { name: 'No test cases match the filter' })).toBeTruthy();
    expect(titles()).toEqual([]);
    expect(page().getByText('0–0 of 0 test cases')).toBeTruthy();
    const clears = page().getAllByRole('button', { name: 'Clear Filter' });
    await s.user.click(clears.at(-1)!);
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect((page().getByRole('combobox', { name: 'Filter by status' }) as HTMLInputElement).value).toBe('All');
    expect(page().getByRole('button', { name: 'Clear Filter' }).hasAttribute('disabled')).toBe(true);
  });

  it('pages through the test cases, 25 at a time', async () => {
    const many = Array.from({ length: 27 }, (_, i) => testCase(i + 1, `Case ${i + 1}`));
    const api = serve(testCasesServer(many));
    const s = await renderSignedInScreen('/test-cases');
    await findItem('Case 25');
    expect(titles()).toHaveLength(25);
    expect(page().getByText('1–25 of 27 test cases')).toBeTruthy();
    const pages = within(page().getByRole('navigation', { name: 'Test case pages' }));
    await s.user.click(pages.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(titles()).toEqual([expect.stringMatching(/^Case 26/), expect.stringMatching(/^Case 27/)]),
    );
    expect(page().getByText('26–27 of 27 test cases')).toBeTruthy();
    expect(api.to('GET', '/api/v1/test-cases').at(-1)!.search).toBe('?project_id=1&page=2&limit=25');
  });
});

describe('/test-cases: the row menu', () => {
  const openMenu = async (s: Awaited<ReturnType<typeof renderSignedInScreen>>, title: string) => {
    await s.user.click(await page().findByRole('button', { name: `Actions for ${title}` }));
  };

  it("Copy Link writes the test case's address to the clipboard and toasts 'Link copied'", async () => {
    serve(listOf(SIGN_IN, CHECKOUT));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const s = await renderSignedInScreen('/test-cases');
    await openMenu(s, 'Checkout with a card');
    await s.user.click(screen.getByRole('menuitem', { name: 'Copy Link' }));
    expect(await screen.findByText('Link copied', IN_TOAST)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/test-cases?open=2`);
  });

  it('toasts an error when the browser refuses the clipboard', async () => {
    serve(listOf(SIGN_IN));
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const s = await renderSignedInScreen('/test-cases');
    await openMenu(s, 'Sign in');
    await s.user.click(screen.getByRole('menuitem', { name: 'Copy Link' }));
    expect(await screen.findByText(/Could not copy the link/, IN_TOAST)).toBeTruthy();
    expect(screen.queryByText('Link copied', IN_TOAST)).toBeNull();
  });

  it('Edit opens the modal with the test case filled in; saving reloads the list', async () => {
    let answer = listOf(SIGN_IN, CHECKOUT);
    const renamed = { ...SIGN_IN, title: 'Sign in with a passkey' };
    const api = serve(() => answer, {
      'PATCH /api/v1/test-cases/1': () => {
        answer = listOf(renamed, CHECKOUT);
        return { status: 200, body: { success: true, data: renamed } };
      },
    });
    const s = await renderSignedInScreen('/test-cases');
    await openMenu(s, 'Sign in');
    await s.user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Test Case' });
    expect(field('Title').value).toBe('Sign in');
    expect((within(dialog).getByLabelText(/^Steps/) as HTMLTextAreaElement).value).toBe(
      'Open the login page\nSubmit the form',
    );
    await s.user.clear(field('Title'));
    await fillIn(s.user, field('Title'), 'Sign in with a passkey');
    await s.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findItem('Sign in with a passkey')).toBeTruthy();
    expect(api.to('PATCH', '/api/v1/test-cases/1')[0]!.body).toMatchObject({ title: 'Sign in with a passkey' });
    expect(api.to('GET', '/api/v1/test-cases')).toHaveLength(2);
  });

  it('shows a refusal of a step under Steps and of the title under Title, the form staying open', async () => {
    const longStep = 'Step 2 must be at most 1000 characters.';
    const blankTitle = 'Title must not be blank.';
    let answer = failure(400, longStep, { field: 'steps.1' });
    serve(listOf(SIGN_IN, CHECKOUT), {
      'GET /api/v1/test-cases/1/attachments': { status: 200, body: { success: true, data: [] } },
      'PATCH /api/v1/test-cases/1': () => answer,
    });
    const s = await renderSignedInScreen('/test-cases');
    await openMenu(s, 'Sign in');
    await s.user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Test Case' }));
    const steps = dialog.getByLabelText(/^Steps/);
    await s.user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorUnder(steps)).toBe(longStep));
    expect(errorUnder(field('Title'))).toBeNull();
    expect(dialog.queryByRole('alert')).toBeNull();

    answer = failure(400, blankTitle, { field: 'title' });
    await s.user.type(field('Title'), ' again');
    await s.user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorUnder(field('Title'))).toBe(blankTitle));
    expect(dialog.queryByRole('alert')).toBeNull();
  });

  it("the edit form says how each step will run, and lists the test case's files with a way to remove them", async () => {
    let files = [
      { id: 4, name: 'cv.pdf', content_type: 'application/pdf', size: 2048, created_at: RAN_AT },
      { id: 5, name: 'notes.txt', content_type: 'text/plain', size: 12, created_at: RAN_AT },
    ];
    const api = serve(listOf(SIGN_IN), {
      'GET /api/v1/test-cases/1/attachments': () => ({ status: 200, body: { success: true, data: files } }),
      'DELETE /api/v1/test-cases/1/attachments/5': () => {
        files = files.filter((f) => f.id !== 5);
        return { status: 200, body: { success: true, message: 'File removed.' } };
      },
    });
    const s = await renderSignedInScreen('/test-cases');
    await openMenu(s, 'Sign in');
    await s.user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Test Case' });
    const preview = within(dialog).getByRole('list', { name: 'How the steps will run' });
    expect(preview.textContent).toContain('Open the page “login” (its link, or /login)');
    expect(preview.textContent).toContain('Submit the form');
    expect(within(dialog).queryByText(/not understood/)).toBeNull();
    await s.user.type(within(dialog).getByLabelText(/^Steps/), '\nFrobnicate the widget');
    expect(preview.textContent).toContain('Not understood: "Frobnicate" is not a step I know.');
    expect(within(dialog).getByText(/One step is not understood: the test case saves as a Draft/)).toBeTruthy();
    // A reading that rests on a word the page may not show says so, instead of a plain tick.
    expect(preview.textContent).not.toContain('A guess');
    await s.user.type(within(dialog).getByLabelText(/^Steps/), '\nThe total is $42.00');
    expect(preview.textContent).toContain(
      'Check that the field “total” has the value “$42.00” A guess: “total” is taken as words the element shows',
    );
    // "//host/x" leaves the environment: the preview shows the full URL, with Staging's https.
    await s.user.type(within(dialog).getByLabelText(/^Steps/), '\nGo to //127.0.0.1:9999/x');
    expect(preview.textContent).toContain('Go to https://127.0.0.1:9999/x');
    const attached = await within(dialog).findByRole('list', { name: 'Attached files' });
    expect(attached.textContent).toContain('cv.pdf 2 KB');
    await s.user.click(within(dialog).getByRole('button', { name: 'Remove notes.txt' }));
    await waitFor(() => expect(within(dialog).queryByText('notes.txt')).toBeNull());
    expect(api.to('DELETE', '/api/v1/test-cases/1/attachments/5')).toHaveLength(1);
  });

  it("Delete asks 'Delete {title}?'; Cancel keeps it; Delete removes it, toasts and reloads the list", async () => {
    let answer = listOf(SIGN_IN, CHECKOUT);
    const api = serve(() => answer, {
      'DELETE /api/v1/test-cases/2': () => {
        answer = listOf(SIGN_IN);
        return { status: 200, body: { success: true, message: 'Test case deleted.' } };
      },
    });
    const s = await renderSignedInScreen('/test-cases', { strict: true });
    await openMenu(s, 'Checkout with a card');
    await s.user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Checkout with a card?' });
    expect(within(dialog).getByText(/results of its past runs stay/)).toBeTruthy();
    await s.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('DELETE', '/api/v1/test-cases/2')).toHaveLength(0);

    await openMenu(s, 'Checkout with a card');
    await s.user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Checkout with a card?' });
    await s.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Test case deleted', IN_TOAST)).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual([expect.stringMatching(/^Sign in/)]));
    expect(api.to('DELETE', '/api/v1/test-cases/2')).toHaveLength(1);
    // The list was asked for again after the deletion (StrictMode may double the first load).
    const order = api.calls.map((c) => `${c.method} ${c.path}`);
    expect(order.lastIndexOf('GET /api/v1/test-cases')).toBeGreaterThan(order.indexOf('DELETE /api/v1/test-cases/2'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("keeps the dialog open with the server's message, else 'Failed to delete test case'", async () => {
    let reply: Reply = failure(409, 'This test case is running.');
    const api = serve(listOf(SIGN_IN), { 'DELETE /api/v1/test-cases/1': () => reply });
    const s = await renderSignedInScreen('/test-cases');
    await openMenu(s, 'Sign in');
    await s.user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Sign in?' });
    await s.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This test case is running.');
    reply = failure(500);
    await s.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Failed to delete test case'));
    expect(api.to('DELETE', '/api/v1/test-cases/1')).toHaveLength(2);
    expect(api.to('GET', '/api/v1/test-cases')).toHaveLength(1);
    expect(item('Sign in')).toBeTruthy();
  });
});

describe('/test-cases: a link to one test case', () => {
  it('?open={id} expands that test case and scrolls it into view once the list has loaded', async () => {
    serve(listOf(SIGN_IN, CHECKOUT, SEARCH));
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    await renderSignedInScreen('/test-cases?open=2');
    const checkout = await findItem('Checkout with a card');
    expect(checkout.getAttribute('aria-expanded')).toBe('true');
    expect(item('Sign in').getAttribute('aria-expanded')).toBe('false');
    expect(item('Search products').getAttribute('aria-expanded')).toBe('false');
    expect(page().getByText('Goal of Checkout with a card')).toBeTruthy();
    await waitFor(() => expect(scrolled).toHaveLength(1));
    expect(scrolled[0]!.contains(checkout)).toBe(true);
    expect(page().queryByText('This test case no longer exists.')).toBeNull();
  });

  it('shows a linked test case from another page first, expanded', async () => {
    const many = Array.from({ length: 30 }, (_, i) => testCase(i + 1, `Case ${i + 1}`));
    serve(testCasesServer(many), {
      'GET /api/v1/test-cases/30': { status: 200, body: { success: true, data: many[29] } },
    });
    await renderSignedInScreen('/test-cases?open=30');
    const linked = await findItem('Case 30');
    expect(linked.getAttribute('aria-expanded')).toBe('true');
    expect(titles()[0]).toMatch(/^Case 30/);
    expect(titles()).toHaveLength(26);
    expect(page().queryByText('This test case no longer exists.')).toBeNull();
  });

  it("says 'This test case no longer exists.' when it is not in the list, until dismissed", async () => {
    serve(listOf(SIGN_IN), { 'GET /api/v1/test-cases/99': failure(404, 'Test case 99 not found.') });
    const s = await renderSignedInScreen('/test-cases?open=99');
    expect(await page().findByText('This test case no longer exists.')).toBeTruthy();
    expect(item('Sign in').getAttribute('aria-expanded')).toBe('false');
    await s.user.click(page().getByRole('button', { name: 'Dismiss' }));
    expect(page().queryByText('This test case no longer exists.')).toBeNull();
    expect(s.route()).toBe('/test-cases');
  });

  it('does not call a linked test case gone after the user deletes it here', async () => {
    let answer = listOf(SIGN_IN, CHECKOUT);
    serve(() => answer, {
      'DELETE /api/v1/test-cases/2': () => {
        answer = listOf(SIGN_IN);
        return { status: 200, body: { success: true, message: 'Deleted.' } };
      },
    });
    const s = await renderSignedInScreen('/test-cases?open=2');
    await s.user.click(await page().findByRole('button', { name: 'Actions for Checkout with a card' }));
    await s.user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Checkout with a card?' });
    await s.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(titles()).toEqual([expect.stringMatching(/^Sign in/)]));
    expect(page().queryByText('This test case no longer exists.')).toBeNull();
  });
});

describe('/test-cases: empty states', () => {
  it('without a project links to /create-project and asks for no test cases', async () => {
    const noProject: Reply = {
      status: 200,
      body: {
        success: true,
        data: { ...(meOk as { body: { data: object } }).body.data, has_project: false, current_project_id: null },
      },
    };
    const api = fakeApi({
      'GET /api/v1/me': noProject,
      'GET /api/v1/projects': { status: 200, body: { success: true, data: [] } },
    });
    const s = await renderSignedInScreen('/test-cases');
    expect(await page().findByRole('heading', { name: 'No project yet' })).toBeTruthy();
    await s.user.click(page().getByRole('link', { name: 'Create a project' }));
    expect(s.route()).toBe('/create-project');
    expect(api.to('GET', '/api/v1/test-cases')).toHaveLength(0);
  });

  it("with no test cases says 'No test cases yet' and offers Add Test Case, which opens the create modal", async () => {
    serve(listOf());
    const s = await renderSignedInScreen('/test-cases');
    expect(await page().findByRole('heading', { name: 'No test cases yet' })).toBeTruthy();
    expect(page().queryByRole('searchbox')).toBeNull();
    const adds = page().getAllByRole('button', { name: 'Add Test Case' });
    expect(adds).toHaveLength(2);
    await s.user.click(adds[1]!);
    expect(await screen.findByRole('dialog', { name: 'Create a Test' })).toBeTruthy();
    expect(field('Title').value).toBe('');
  });

  it('the header Add Test Case opens the create modal too', async () => {
    serve(listOf(SIGN_IN));
    const s = await renderSignedInScreen('/test-cases');
    await findItem('Sign in');
    await s.user.click(page().getByRole('button', { name: 'Add Test Case' }));
    expect(await screen.findByRole('dialog', { name: 'Create a Test' })).toBeTruthy();
  });
});
