import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Generation, Proposal } from '../../../src/api/generations.ts';
import {
  failure,
  fakeApi,
  meOk,
  page,
  renderSignedInScreen,
  resetScreenState,
  type Reply,
} from '../support/renderScreen.tsx';
import { fakeUploads } from '../../model/support/onboardingUploads.ts';
import { onePage } from '../support/lists.ts';

const ok = (data: unknown, message = ''): Reply => ({ status: 200, body: { success: true, message, data } });
const SHOP = { id: 1, name: 'Shop', environment_count: 2, test_case_count: 0, created_at: '2026-11-01T00:00:00Z' };
const STAGING = { id: 12, label: 'Staging', url: 'https://staging.shop.test' };

const proposal = (id: number, title: string, over: Partial<Proposal> = {}): Proposal => ({
  test_case_id: id,
  title,
  kind: 'page',
  steps: ['Go to /', `I see "${title}"`],
  kept: false,
  run_id: 100 + id,
  run_status: 'passed',
  result: 'Passed',
  message: '',
  ...over,
});

const generation = (over: Partial<Generation> = {}): Generation => ({
  id: 7,
  project_id: 1,
  environment_id: 12,
  environment_label: 'Staging',
  source: 'explore',
  input: STAGING.url,
  status: 'queued',
  message: '',
  pages: [],
  proposals: [],
  model_tokens: 0,
  suite_id: null,
  created_at: '2026-11-24T10:00:00Z',
  finished_at: null,
  ...over,
});

const HOME = proposal(1, 'Home');
const BROKEN = proposal(2, 'Errors', {
  run_status: 'failed',
  result: 'Failed',
  message: 'Step 3 failed: 1 console error.',
});
const DONE = generation({
  status: 'done',
  message: 'Explored 2 pages: 2 test cases proposed, each running once.',
  pages: [
    { url: 'https://staging.shop.test/', title: 'Shop', heading: 'Home', console_errors: 0, signed_in: false },
    {
      url: 'https://staging.shop.test/errors',
      title: 'Errors',
      heading: 'Errors',
      console_errors: 1,
      signed_in: false,
    },
  ],
  proposals: [HOME, BROKEN],
});

function serve(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/v1/me': meOk,
    'GET /api/v1/projects': ok([SHOP]),
    'GET /api/v1/1/environments': ok([STAGING]),
    'GET /api/v1/test-cases': onePage([]),
    'GET /api/v1/model': ok({ enabled: false, model: null, host: null }),
    ...routes,
  });
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Create a Test' }));

async function openCreate(how: string) {
  const s = await renderSignedInScreen('/test-cases');
  await s.user.click((await page().findAllByRole('button', { name: 'Add Test Case' }))[0]!);
  await screen.findByRole('dialog', { name: 'Create a Test' });
  await s.user.click(dialog().getByText(how));
  return s;
}

beforeEach(() => sessionStorage.setItem('token', 'tok-1'));
afterEach(resetScreenState);

describe('generating tests in the test modal', () => {
  it('explores an environment, follows the generation, and keeps, edits or discards each proposal', async () => {
    let reads = 0;
    let current = DONE;
    const api = serve({
      'POST /api/v1/generations': { status: 201, body: { success: true, message: 'Exploring', data: generation() } },
      // Under way at first, then done with its proposals.
      'GET /api/v1/generations/7': () =>
        ok(++reads === 1 ? generation({ status: 'exploring', message: 'Explored 1 page…' }) : current),
      'POST /api/v1/generations/7/keep': () => {
        current = { ...DONE, proposals: [{ ...HOME, kept: true }, BROKEN] };
        return ok(current, 'Kept 1 test case.');
      },
      'PATCH /api/v1/test-cases/2': ok({}),
      'DELETE /api/v1/test-cases/2': () => {
        current = { ...current, proposals: [current.proposals[0]!] };
        return ok(null, 'Test case deleted.');
      },
    });
    const s = await openCreate('Explore a URL');
    await s.user.click(dialog().getByRole('combobox', { name: /^Environment/ }));
    await s.user.click(await screen.findByRole('option', { name: 'Staging' }));
    await s.user.clear(dialog().getByLabelText('Pages to visit at most'));
    await s.user.type(dialog().getByLabelText('Pages to visit at most'), '5');
    await s.user.click(dialog().getByRole('button', { name: 'Generate tests' }));
    await waitFor(() => expect(api.to('POST', '/api/v1/generations')).toHaveLength(1));
    expect(api.to('POST', '/api/v1/generations')[0]!.body).toEqual({
      project_id: 1,
      environment_id: 12,
      source: 'explore',
      max_pages: 5,
    });
    expect(await dialog().findByText('Done.', {}, { timeout: 5000 })).toBeTruthy();
    expect(dialog().getByText('2 pages seen.')).toBeTruthy();
    const home = within(dialog().getByLabelText('Home'));
    expect(home.getByText('Passed')).toBeTruthy();
    expect(home.getByRole('link', { name: 'Run #101' }).getAttribute('href')).toBe('/live-test?run=101');
    const broken = within(dialog().getByLabelText('Errors'));
    expect(broken.getByText('Step 3 failed: 1 console error.')).toBeTruthy();

    await s.user.click(home.getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(api.to('POST', '/api/v1/generations/7/keep')[0]?.body).toEqual({ test_case_ids: [1] }));
    expect(await within(dialog().getByLabelText('Home')).findByText('Kept')).toBeTruthy();

    await s.user.click(broken.getByRole('button', { name: 'Edit' }));
    const steps = broken.getByLabelText(/^Steps/);
    await s.user.clear(steps);
    await s.user.type(steps, 'Go to /errors{enter}I see "Errors"');
    await s.user.click(broken.getByRole('button', { name: 'Save steps' }));
    await waitFor(() =>
      expect(api.to('PATCH', '/api/v1/test-cases/2')[0]?.body).toEqual({ steps: ['Go to /errors', 'I see "Errors"'] }),
    );

    await s.user.click(within(dialog().getByLabelText('Errors')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(dialog().queryByLabelText('Errors')).toBeNull());
    expect(api.to('DELETE', '/api/v1/test-cases/2')).toHaveLength(1);
  });

  it('says why a keep was refused', async () => {
    serve({
      'POST /api/v1/generations': { status: 201, body: { success: true, message: '', data: generation() } },
      'GET /api/v1/generations/7': ok(DONE),
      'POST /api/v1/generations/7/keep': failure(403, 'Your Starter plan includes up to 5 test cases.'),
    });
    const s = await openCreate('Explore a URL');
    await s.user.click(dialog().getByRole('combobox', { name: /^Environment/ }));
    await s.user.click(await screen.findByRole('option', { name: 'Staging' }));
    await s.user.click(dialog().getByRole('button', { name: 'Generate tests' }));
    await s.user.click(await dialog().findByRole('button', { name: 'Keep all that passed (1)' }));
    expect(
      await dialog().findByText('Your Starter plan includes up to 5 test cases.', { selector: '[role=alert] *' }),
    ).toBeTruthy();
  });

  it('a goal needs a model: without one the form says what to set and cannot start', async () => {
    serve();
    await openCreate('From a goal');
    expect(await dialog().findByText('No language model is configured')).toBeTruthy();
    expect(dialog().getByText('LLM_BASE_URL')).toBeTruthy();
    expect(dialog().getByRole('button', { name: 'Generate a test' })).toHaveProperty('disabled', true);
  });

  it('with a model, a goal in plain words is sent to be generated', async () => {
    const api = serve({
      'GET /api/v1/model': ok({ enabled: true, model: 'llama3.1', host: 'localhost:11434' }),
      'POST /api/v1/generations': {
        status: 201,
        body: { success: true, message: '', data: generation({ source: 'goal' }) },
      },
      'GET /api/v1/generations/7': ok(generation({ source: 'goal', status: 'exploring', model_tokens: 360 })),
    });
    const s = await openCreate('From a goal');
    expect(await dialog().findByText(/The model \(llama3\.1\) drives the browser/)).toBeTruthy();
    await s.user.click(dialog().getByRole('combobox', { name: /^Environment/ }));
    await s.user.click(await screen.findByRole('option', { name: 'Staging' }));
    await s.user.type(dialog().getByLabelText(/^Goal/), 'Send the contact form');
    await s.user.click(dialog().getByRole('button', { name: 'Generate a test' }));
    await waitFor(() =>
      expect(api.to('POST', '/api/v1/generations')[0]?.body).toEqual({
        project_id: 1,
        environment_id: 12,
        source: 'goal',
        text: 'Send the contact form',
      }),
    );
    expect(await dialog().findByText('Model tokens: 360.')).toBeTruthy();
  });

  it('uploads test files into an environment and lists what each file gave, errors by file and line', async () => {
    serve();
    const uploads = fakeUploads();
    const s = await openCreate('Upload files');
    await s.user.click(dialog().getByRole('combobox', { name: /^Environment/ }));
    await s.user.click(await screen.findByRole('option', { name: 'Staging' }));
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await s.user.upload(input, [
      new File(['Feature: Sign in'], 'signin.feature', { type: 'text/plain' }),
      new File(['title'], 'broken.csv', { type: 'text/csv' }),
    ]);
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    expect(uploads.requests[0]!.form.get('environment_id')).toBe('12');
    await uploads.respond(0, 201, { success: true, message: 'Imported 2 test cases from signin.feature.', data: [] });
    await waitFor(() => expect(uploads.requests).toHaveLength(2));
    await uploads.respond(1, 400, { success: false, message: "broken.csv, line 1: the header has no 'step' column." });
    const list = within(await dialog().findByRole('list', { name: 'Imported files' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'signin.feature: Imported 2 test cases from signin.feature.',
      "broken.csv: broken.csv, line 1: the header has no 'step' column.",
    ]);
  });
});
