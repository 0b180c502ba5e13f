import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StepReading } from '../../../src/api/testCases.ts';
import {
  fakeApi,
  meOk,
  page,
  renderSignedInScreen,
  resetScreenState,
  type ApiCall,
  type Reply,
} from '../support/renderScreen.tsx';
import { onePage } from '../support/lists.ts';
import { testCase } from '../support/testCases.ts';

// The test modal's editor, with a model configured on the server: a step the grammar does not understand shows the
// model's reading (asked through the modal's machine, POST /steps/read) before any run, distinct from the grammar's,
// with the grammar's own wording of it to use instead.

const PROJECTS: Reply = {
  status: 200,
  body: {
    success: true,
    data: [{ id: 1, name: 'Shop', environment_count: 1, test_case_count: 1, created_at: '2026-11-01T00:00:00Z' }],
  },
};
const ENVIRONMENTS: Reply = {
  status: 200,
  body: { success: true, data: [{ id: 1, label: 'Staging', url: 'https://staging.shop.example' }] },
};

const notRead = (line: string, reason: string): StepReading => ({
  line,
  read_by: null,
  description: null,
  wording: null,
  reason,
  suggestion: null,
  model_reason: null,
  pending: false,
});

/** What the server's model read each line as. */
const MODEL: Record<string, Partial<StepReading>> = {
  'Make the form go': { read_by: 'model', description: 'Click the button “Send”', wording: 'Click the button “Send”' },
  'Do the needful': { model_reason: 'The step does not say which control to use.' },
};

function serve(list: unknown[] = []) {
  return fakeApi({
    'GET /api/v1/me': meOk,
    'GET /api/v1/projects': PROJECTS,
    'GET /api/v1/1/environments': ENVIRONMENTS,
    'GET /api/v1/test-cases': onePage(list),
    'POST /api/v1/steps/read': (call: ApiCall): Reply => {
      const { lines } = call.body as { lines: string[] };
      const data = lines.map((line) => ({
        ...notRead(line, `"${line.split(' ')[0]}" is not a step I know.`),
        ...MODEL[line],
      }));
      return { status: 200, body: { success: true, data } };
    },
  });
}

beforeEach(() => sessionStorage.setItem('token', 'tok-1'));
afterEach(resetScreenState);

const preview = () => within(screen.getByRole('dialog')).getByRole('list', { name: 'How the steps will run' });

describe("the editor shows the model's reading of a step the grammar does not understand", () => {
  it("asks for the lines the grammar does not understand once typing pauses, and offers the grammar's wording", async () => {
    const api = serve();
    const s = await renderSignedInScreen('/test-cases');
    await s.user.click((await page().findAllByRole('button', { name: 'Add Test Case' }))[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Create a Test' }));
    const steps = dialog.getByLabelText<HTMLTextAreaElement>(/^Steps/);
    await s.user.type(steps, 'Go to /form{Enter}Make the form go{Enter}Do the needful');

    const reading = await within(preview()).findByText(/Read by the model: Click the button “Send”/, undefined, {
      timeout: 3000,
    });
    // Not the grammar's tick: its own mark, and the line as written beside it.
    expect(reading.textContent).toContain('(Make the form go)');
    expect(preview().textContent).toContain('1. Go to /form');
    expect(preview().textContent).toMatch(
      /3\. Not understood: .* The model could not read it either: The step does not say which control to use\./,
    );
    expect(dialog.getByText(/One step is not understood/)).toBeTruthy();
    // Only the lines the grammar does not understand went to the server, once typing had settled.
    const reads = api.to('POST', '/api/v1/steps/read');
    expect(reads.length).toBeGreaterThanOrEqual(1);
    expect(reads.at(-1)!.body).toEqual({ project_id: 1, lines: ['Make the form go', 'Do the needful'] });
    expect(reads.flatMap((call) => (call.body as { lines: string[] }).lines)).not.toContain('Go to /form');

    await s.user.click(dialog.getByRole('button', { name: 'Use this wording' }));
    expect(steps.value).toBe('Go to /form\nClick the button “Send”\nDo the needful');
    // The grammar reads the new wording itself: no model reading is shown for it any more.
    await waitFor(() => expect(preview().textContent).toContain('2. Click the button “Send”'));
    expect(preview().textContent).not.toContain('Read by the model');
  });

  it('shows the reading saved with a test case when it opens to edit, with no request', async () => {
    const saved = testCase(1, 'Send the form', {
      steps: [
        { id: 11, steps: 'Go to /form', status: 'Draft', lastRun: null },
        {
          id: 12,
          steps: 'Make the form go',
          status: 'Draft',
          lastRun: null,
          model_reading: {
            model: 'stand-in',
            description: 'Click the button “Send”',
            wording: 'Click the button “Send”',
            reason: null,
          },
        },
      ],
    });
    const api = serve([saved]);
    const s = await renderSignedInScreen('/test-cases');
    await s.user.click(await page().findByRole('button', { name: 'Actions for Send the form' }));
    await s.user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await screen.findByRole('dialog', { name: 'Edit Test Case' });
    expect(preview().textContent).toContain('2. Read by the model: Click the button “Send”');
    expect(screen.queryByText(/not understood/)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(api.to('POST', '/api/v1/steps/read')).toHaveLength(0);
  });
});
