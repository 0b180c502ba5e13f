/**
 * The onboarding machine's generated paths whose outcome the real server decides (serverDecided), in
 * Chromium against that server: a fresh verified account per path, signed in through the API, opening
 * /create-project; labels, usernames and files chosen so that the server creates, or refuses, as the
 * path needs.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { OnboardingContext, Upload } from '../../src/machines/onboarding.ts';
import { STEP_ROUTE, type OnboardingInput } from '../model/support/onboardingModel.ts';
import { verifiedAccount } from './accounts.ts';
import { MESSAGES, LONG_USERNAME, onboardingModel } from './modelMachines.ts';
import {
  answerOf,
  expectAnswer,
  holdRequests,
  redirectClock,
  serverDecided,
  startSignedIn,
  toasts,
  type Answer,
  type ModelPath,
  type ModelStep,
} from './modelSupport.ts';

const PROJECTS = 'POST /api/v1/projects';
const PROJECT_READ = 'GET /api/v1/projects/:id';
const PROJECT_UPDATE = 'PATCH /api/v1/projects/:id';
const ENVIRONMENTS = 'GET /api/v1/:id/environments';
const CREDENTIALS = 'POST /api/v1/credentials';
const PROGRESS = 'POST /api/v1/onboarding';
const IMPORT = 'POST /api/v1/test-cases/import';

const STEP_LABEL = { project: /Project$/, config: /Config$/, tests: /Add tests$/ } as const;

const FEATURE = `Feature: Checkout

  Scenario: Pay with a saved card
    Given I am signed in
    When I pay with my saved card
    Then I see the order confirmation

  Scenario: Empty cart
    When I open the cart
    Then I see "Your cart is empty"
`;
/** A CSV file the server refuses: a header but no test case. */
const EMPTY_CSV = 'title,step\n';
/** What the server makes of FEATURE, and says of EMPTY_CSV. */
const IMPORTED = ['Pay with a saved card', 'Empty cart'];
const REFUSED = 'empty.csv: the file has a header but no rows.';

const uploadsOf = (s: AnyMachineSnapshot) => (s.context as OnboardingContext).uploads;

/** The reports (`upload.progress`, `upload.done`, `upload.failed`) of the upload `id` after `step` on its path. */
const reportsOf = (path: ModelPath, step: ModelStep, id: string): string[] =>
  path.steps
    .slice(path.steps.indexOf(step) + 1)
    .map((s) => s.event as EventObject & { id?: string })
    .filter((e) => e.type.startsWith('upload.') && e.id === id)
    .map((e) => e.type);

/** Openings with no project yet: /create-project, with every path; /config and /add-tests, up to leaving them. */
const openings: { input: OnboardingInput; onlyOpening: boolean }[] = [
  { input: { projectId: null, completed: 0, step: 'project' }, onlyOpening: false },
  { input: { projectId: null, completed: 0, step: 'config' }, onlyOpening: true },
  { input: { projectId: null, completed: 0, step: 'tests' }, onlyOpening: true },
];
const models = openings.map(({ input, onlyOpening }) => ({ input, model: onboardingModel(input, onlyOpening) }));
/** Besides the calls' answers, an upload's progress (the browser's own network) and the import's answer or refusal. */
const UPLOAD_ANSWERS = ['upload.progress', 'upload.done', 'upload.failed'];

test('onboarding: the paths the real server can drive reach all but the failures it cannot be made to give', () => {
  const unreachable = models.map(({ model }) => model.unreachable);
  const inAll = (key: 'states' | 'transitions') =>
    unreachable[0]![key].filter((id) => unreachable.every((u) => u[key].includes(id)));
  expect({ states: inAll('states'), transitions: inAll('transitions') }).toEqual({
    states: [
      'onboarding.project.projectFailed',
      'onboarding.config.environmentsFailed',
      'onboarding.tests.environmentsFailed',
    ],
    transitions: [
      'onboarding.project.loadingProject:xstate.error.actor.loadProject#0',
      'onboarding.project.projectFailed:project.retry#0',
      'onboarding.project.updating:xstate.error.actor.updateProject#0',
      'onboarding.config.loadingEnvironments:xstate.error.actor.loadEnvironments#0',
      'onboarding.config.environmentsFailed:environments.retry#0',
      'onboarding.config.skipping:xstate.error.actor.skipConfig#0',
      'onboarding.tests.loadingEnvironments:xstate.error.actor.loadTestEnvironments#0',
      'onboarding.tests.environmentsFailed:environments.retry#0',
      'onboarding.tests.finishing:xstate.error.actor.finishTests#0',
    ],
  });
});

const ticks = (page: Page) => page.getByRole('list', { name: 'Onboarding steps' }).getByLabel('completed');

// Opened on /config or /add-tests without a project, the screen decides alone (it offers to create one first):
// those paths never reach the server.
const { input, model } = models[0]!;
test.describe(`onboarding machine, path by path from ${STEP_ROUTE[input.step]} in Chromium`, () => {
  for (const path of serverDecided(model.paths, UPLOAD_ANSWERS)) {
    test(path.description, async ({ page, request }) => {
      const held = await holdRequests(page, [
        PROJECTS,
        PROJECT_READ,
        PROJECT_UPDATE,
        ENVIRONMENTS,
        CREDENTIALS,
        PROGRESS,
        IMPORT,
      ]);
      const clock = await redirectClock(page);
      const uploadSpeed = async (bytesPerSecond: number) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: bytesPerSecond,
        });
      };
      const main = page.getByRole('main');
      const sidebar = page.getByRole('navigation', { name: 'Onboarding' });
      const button = (name: string) => main.getByRole('button', { name, exact: true });
      const alert = main.getByRole('alert');

      const errorShown = async (error: string | null) => {
        if (error) await expect(alert).toHaveText(error);
        else await expect(alert).toHaveCount(0);
      };

      // The file each upload chose (the model's is always checkout.feature; a refused upload chooses
      // empty.csv), and the answer awaited for an upload that went up slowly instead of held.
      const chosen = new Map<string, string>();
      const slowAnswers = new Map<string, Promise<Response>>();
      const fileOf = (upload: Upload) => chosen.get(upload.id) ?? '?';
      /**
       * The row of the upload `id`: rows show in the order chosen, so the same file chosen again has
       * a row further down; it is told apart by its place among the rows of that file.
       */
      const rowOf = (s: AnyMachineSnapshot, id: string) => {
        const file = chosen.get(id)!;
        const place = uploadsOf(s)
          .filter((u) => fileOf(u) === file)
          .findIndex((u) => u.id === id);
        return {
          // The row's first line: the file name, and its badge beside it.
          heading: main.getByText(file, { exact: true }).nth(place).locator('..'),
          bar: main.getByRole('progressbar', { name: `Upload of ${file}`, exact: true }).nth(place),
        };
      };
      /** The server's answer to the upload `id`: a held request let go, or a slow one sped up. */
      const answerTo = async (id: string): Promise<Answer> => {
        const slow = slowAnswers.get(id);
        if (!slow) return held.release(IMPORT);
        slowAnswers.delete(id);
        await uploadSpeed(-1);
        const response = await slow;
        await held.hold(IMPORT, true);
        return answerOf(response.request(), response);
      };

      await path.test({
        states: {
          project: async ({ context }) => {
            await expect(page).toHaveURL(/\/create-project$/);
            await expect(main.getByRole('heading', { name: 'Create your project' })).toBeVisible();
            await expect(ticks(page)).toHaveCount(context.completed);
          },
          'project.editing': async ({ context }) => {
            await expect(main.getByRole('button', { name: 'Continue' })).toHaveCount(1);
            await expect(button('Creating...')).toHaveCount(0);
            await errorShown(context.error);
          },
          'project.creating': async () => {
            await expect(button('Creating...')).toBeDisabled();
          },
          'project.loadingProject': async () => {
            await expect(main.getByLabel('Loading your project')).toBeVisible();
          },
          'project.updating': async () => {
            await expect(button('Saving...')).toBeDisabled();
          },
          'project.updated': async () => {
            await clock.during(toasts(page).getByText('Project updated successfully!'), async () => {
              await expect(button('Saving...')).toBeDisabled();
            });
          },
          'project.created': async () => {
            await clock.during(toasts(page).getByText('Project created successfully!'), async () => {
              await expect(button('Creating...')).toBeDisabled();
            });
          },
          config: async ({ context }) => {
            await expect(page).toHaveURL(/\/config$/);
            await expect(ticks(page)).toHaveCount(context.completed);
          },
          'config.loadingEnvironments': async () => {
            await expect(main.getByRole('heading', { name: 'Test accounts' })).toBeVisible();
            await expect(main.getByRole('combobox', { name: /^Environment/ })).toHaveAttribute(
              'placeholder',
              'Loading…',
            );
            await expect(button('Continue')).toBeDisabled();
          },
          'config.editing': async ({ context }) => {
            await expect(main.getByRole('combobox', { name: /^Environment/ })).toHaveAttribute('placeholder', 'Choose');
            await expect(button('Continue')).toBeEnabled();
            await expect(button('Skip')).toBeEnabled();
            await errorShown(context.error);
          },
          'config.saving': async () => {
            await expect(button('Creating...')).toBeDisabled();
            await expect(button('Skip')).toBeDisabled();
          },
          'config.saved': async () => {
            await clock.during(toasts(page).getByText('Credentials created successfully!'), async () => {
              await expect(button('Creating...')).toBeDisabled();
            });
          },
          'config.skipping': async () => {
            await expect(button('Skip')).toBeDisabled();
            await expect(button('Continue')).toBeDisabled();
          },
          tests: async ({ context }) => {
            await expect(page).toHaveURL(/\/add-tests$/);
            await expect(ticks(page)).toHaveCount(context.completed);
          },
          'tests.loadingEnvironments': async () => {
            await expect(main.getByRole('heading', { name: 'Add tests' })).toBeVisible();
            await expect(main.getByLabel('Loading environments')).toBeVisible();
            await expect(button('Finish')).toBeDisabled();
          },
          'tests.choosing': async (snapshot) => {
            const chooser = main.getByRole('button', { name: 'Choose test files for Staging' });
            await expect(chooser).toBeEnabled();
            await expect(main.getByLabel('Loading environments')).toHaveCount(0);
            const uploads = uploadsOf(snapshot);
            const count = (status: Upload['status']) => uploads.filter((u) => u.status === status).length;
            if (count('uploading')) await expect(button('Finish')).toBeDisabled();
            else await expect(button('Finish')).toBeEnabled();
            // One row per upload, each file's rows in the order chosen, each with its own badge.
            await expect(main.getByRole('progressbar', { name: /^Upload of / })).toHaveCount(uploads.length);
            for (const file of new Set(uploads.map(fileOf))) {
              const rows = uploads.filter((u) => fileOf(u) === file).length;
              await expect(main.getByText(file, { exact: true })).toHaveCount(rows);
            }
            for (const upload of uploads) {
              const { heading, bar } = rowOf(snapshot, upload.id);
              await expect(bar).toBeAttached();
              if (upload.status === 'uploading') await expect(heading.getByText(/^\d+%$/)).toBeVisible();
              if (upload.status === 'done') {
                await expect(heading.getByText(`${IMPORTED.length} test cases`, { exact: true })).toBeVisible();
                await expect(bar).toHaveAttribute('aria-valuenow', '100');
              }
              if (upload.status === 'failed') await expect(heading.getByText('Failed', { exact: true })).toBeVisible();
            }
            for (const title of IMPORTED) await expect(main.getByText(title)).toHaveCount(count('done'));
            // The step's error, if any, then each refused file's own.
            await expect(alert).toHaveText([
              ...(snapshot.context.error ? [snapshot.context.error as string] : []),
              ...Array<string>(count('failed')).fill(REFUSED),
            ]);
          },
          'tests.finishing': async () => {
            await expect(button('Finishing...')).toBeDisabled();
          },
          finished: async () => {
            await expect(page).toHaveURL(/\/dashboard$/);
            await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
          },
        },
        events: {
          'xstate.init': async () => {
            await startSignedIn(page, request, await verifiedAccount(request, 'model-onboarding'));
            await page.goto(STEP_ROUTE[input.step]);
          },
          'route.entered': async (step) => {
            const { step: to } = step.event as unknown as { step: keyof typeof STEP_LABEL };
            await sidebar.getByRole('button', { name: STEP_LABEL[to] }).click();
          },
          'project.submit': async (step) => {
            // The server refuses two environments with one label.
            const sameLabels = path.eventAfter(step)?.type === 'xstate.error.actor.createProject';
            await main.getByLabel(/^Project name/).fill('Web shop');
            await main.getByLabel(/^Environment 1 label/).fill('Staging');
            await main.getByLabel(/^Environment 1 URL/).fill('https://staging.example.com');
            await main.getByLabel(/^Environment 2 label/).fill(sameLabels ? 'Staging' : 'Production');
            await main.getByLabel(/^Environment 2 URL/).fill('https://www.example.com');
            await button('Continue').click();
          },
          'xstate.done.actor.createProject': async ({ event }) => {
            await clock.stop();
            const answer = await held.release(PROJECTS);
            expectAnswer(answer, event);
            expect(answer.request.postDataJSON()).toEqual({
              name: 'Web shop',
              environments: [
                { label: 'Staging', url: 'https://staging.example.com' },
                { label: 'Production', url: 'https://www.example.com' },
              ],
              extra_urls: [],
            });
          },
          'xstate.error.actor.createProject': async ({ event }) => {
            expectAnswer(await held.release(PROJECTS), event);
            await expect(toasts(page).getByText(MESSAGES.sameLabels)).toBeVisible();
          },
          'xstate.after.redirectDelay.onboarding.project.updated': async () => {
            await expect(page).toHaveURL(/\/config$/, { timeout: 5000 });
          },
          'xstate.done.actor.loadProject': async ({ event }) => {
            const answer = await held.release(PROJECT_READ);
            expectAnswer(answer, event);
            // The form shows the project made, as it is.
            await expect(main.getByLabel(/^Project name/)).toHaveValue('Web shop');
            await expect(main.getByLabel(/^Environment 2 label/)).toHaveValue('Production');
          },
          'xstate.done.actor.updateProject': async ({ event }) => {
            await clock.stop();
            const answer = await held.release(PROJECT_UPDATE);
            expectAnswer(answer, event);
            expect(answer.request.postDataJSON()).toEqual({ name: 'Web shop' });
            expect(held.pending(PROJECTS)).toBe(0);
          },
          'xstate.done.actor.loadEnvironments': async ({ event }) => {
            const answer = await held.release(ENVIRONMENTS);
            expectAnswer(answer, event);
            expect((answer.body as { data: { label: string }[] }).data.map((e) => e.label)).toEqual([
              'Staging',
              'Production',
            ]);
          },
          'config.submit': async (step) => {
            const { rows } = step.event as unknown as {
              rows: { username: string; password: string; envId: string }[];
            };
            const row = rows[0]!;
            // The server refuses a username longer than 254 characters.
            const tooLong = path.eventAfter(step)?.type === 'xstate.error.actor.createCredentials';
            await main.getByLabel(/^Username/).fill(tooLong ? LONG_USERNAME : row.username);
            await main.getByLabel(/^Password/).fill(row.password);
            await main.getByRole('combobox', { name: /^Environment/ }).click();
            await page.getByRole('option', { name: 'Staging' }).click();
            await button('Continue').click();
          },
          'xstate.done.actor.createCredentials': async ({ event }) => {
            await clock.stop();
            const answer = await held.release(CREDENTIALS);
            expectAnswer(answer, event);
            const { credential } = answer.request.postDataJSON() as { credential: { username: string }[] };
            expect(credential.map((c) => c.username)).toEqual(['qa-bot@example.com']);
          },
          'xstate.error.actor.createCredentials': async ({ event }) => {
            expectAnswer(await held.release(CREDENTIALS), event);
            await expect(toasts(page).getByText(MESSAGES.longUsername)).toBeVisible();
          },
          'config.skip': async () => {
            await button('Skip').click();
          },
          'xstate.done.actor.skipConfig': async ({ event }) => {
            const answer = await held.release(PROGRESS);
            expectAnswer(answer, event);
            expect(answer.request.postDataJSON()).toEqual({ step: 'config' });
          },
          'xstate.done.actor.loadTestEnvironments': async ({ event }) => {
            expectAnswer(await held.release(ENVIRONMENTS), event);
          },
          'tests.upload': async (step) => {
            const { id } = uploadsOf(step.state).at(-1)!;
            const reports = reportsOf(path, step, id);
            // The server imports a Gherkin file, and refuses a CSV file without a test case.
            const fails = reports.includes('upload.failed');
            // An upload's progress shows only while it goes on: such an upload goes up slowly (the
            // browser's network emulation, 32 KB/s for a file of some 120 KB) instead of held,
            // since a held request reports no progress.
            const slow = reports.includes('upload.progress');
            const padding = slow ? (fails ? '\n' : '# padding\n').repeat(12_000) : '';
            const file = fails ? 'empty.csv' : 'checkout.feature';
            chosen.set(id, file);
            if (slow) {
              await held.hold(IMPORT, false);
              await uploadSpeed(32 * 1024);
              const answered = page.waitForResponse(
                (r) => r.url().endsWith('/api/v1/test-cases/import') && r.request().method() === 'POST',
              );
              // Awaited only when the path answers the upload; a path may end while it goes on.
              answered.catch(() => {});
              slowAnswers.set(id, answered);
            }
            const chooser = page.waitForEvent('filechooser');
            await main.getByRole('button', { name: 'Choose test files for Staging' }).click();
            await (
              await chooser
            ).setFiles({
              name: file,
              mimeType: fails ? 'text/csv' : 'text/plain',
              // Blank lines of a CSV file are skipped; lines of a Gherkin file starting with # are comments.
              buffer: Buffer.from(fails ? `${EMPTY_CSV}${padding}` : `${padding}${FEATURE}`),
            });
            await expect(main.getByText(file, { exact: true })).toHaveCount(
              uploadsOf(step.state).filter((u) => fileOf(u) === file).length,
            );
            // An empty bar has no width: it is there, not visible.
            await expect(rowOf(step.state, id).bar).toBeAttached();
          },
          'upload.progress': async (step) => {
            const { id } = step.event as unknown as { id: string };
            const { bar } = rowOf(step.state, id);
            await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
          },
          'upload.done': async (step) => {
            const { id } = step.event as unknown as { id: string };
            const answer = await answerTo(id);
            expect(answer.status).toBe(201);
            const created = (answer.body as { data: { title: string }[] }).data;
            expect(created.map((t) => t.title)).toEqual(IMPORTED);
            const done = uploadsOf(step.state).filter((u) => u.status === 'done').length;
            for (const title of IMPORTED) await expect(main.getByText(title)).toHaveCount(done);
          },
          'upload.failed': async (step) => {
            const { id } = step.event as unknown as { id: string };
            const answer = await answerTo(id);
            expect(answer.status).toBe(400);
            expect((answer.body as { message: string }).message).toBe(REFUSED);
            const failed = uploadsOf(step.state).filter((u) => u.status === 'failed').length;
            await expect(main.getByText(REFUSED, { exact: true })).toHaveCount(failed);
          },
          'tests.finish': async () => {
            await button('Finish').click();
          },
          'xstate.done.actor.finishTests': async ({ event }) => {
            const answer = await held.release(PROGRESS);
            expectAnswer(answer, event);
            expect(answer.request.postDataJSON()).toEqual({ step: 'tests' });
          },
        },
      });
    });
  }
});
