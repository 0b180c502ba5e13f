import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithProject, createTestCase } from '../support/projects.ts';
import { at, seedRun } from '../support/runs.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a test case's steps", () => {
  it('read Skipped when the latest run ended before them, and Draft only when no run reached them', async () => {
    const { token, project, staging } = await accountWithProject(t);
    const login = await createTestCase(t, token, staging.id, { title: 'Login', steps: ['Open', 'Type', 'Press'] });
    const [open, type, press] = login.steps;
    await seedRun(t.db, {
      projectId: project.id,
      testCaseId: login.id,
      title: 'Login',
      status: 'failed',
      startedAt: at('2026-11-19T06:00:00Z'),
      finishedAt: at('2026-11-19T06:02:00Z'),
      steps: [
        { stepId: open!.id, text: 'Open', status: 'passed', finishedAt: at('2026-11-19T06:01:00Z') },
        {
          stepId: type!.id,
          text: 'Type',
          status: 'failed',
          message: 'No field',
          finishedAt: at('2026-11-19T06:02:00Z'),
        },
        { stepId: press!.id, text: 'Press', status: 'skipped', finishedAt: at('2026-11-19T06:02:00Z') },
      ],
    });
    const never = await createTestCase(t, token, staging.id, { title: 'Never run', steps: ['Open'] });

    const listed = (await t.get(`/api/v1/test-cases?project_id=${project.id}`, token)).json().data as {
      id: number;
      steps: { steps: string; status: string; lastRun: string | null }[];
    }[];
    const stepsOf = (id: number) => listed.find((c) => c.id === id)!.steps.map(({ steps, status }) => [steps, status]);
    expect(stepsOf(login.id)).toEqual([
      ['Open', 'Passed'],
      ['Type', 'Failed'],
      ['Press', 'Skipped'],
    ]);
    expect(stepsOf(never.id)).toEqual([['Open', 'Draft']]);
  });
});
