import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../support/accounts.ts';
import { expectError } from '../support/expectations.ts';
import { accountWithProject, createProject, createTestCase } from '../support/projects.ts';
import { createTestApp, MINUTE, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function requestCode(token: string, email: string, projectId: number) {
  const res = await t.post(`/api/v1/projects/${projectId}/deletion-code`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  const code = /delete the project .+: (\d{4})/.exec(lastMailTo(t, email).text)?.[1];
  if (!code) throw new Error('no code in the mail');
  return { code, res };
}

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
const deleteWith = (token: string, projectId: number, code: string) =>
  t.delete(`/api/v1/projects/${projectId}`, token, { code });

describe('deleting a project with a mailed code', () => {
  it('mails a code, then deletes the project and all it holds; nothing of it is left', async () => {
    const { token, email, project, staging } = await accountWithProject(t);
    await createTestCase(t, token, staging.id);
    const second = await createProject(t, token, { name: 'Made twice' });
    await createTestCase(t, token, second.environments[0]!.id);

    const { code, res } = await requestCode(token, email, second.id);
    expect(res.json()).toEqual({
      success: true,
      message: `We sent a 4-digit code to ${email}. It is valid for 10 minutes.`,
      data: { expires_at: new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString() },
    });
    const mail = lastMailTo(t, email);
    expect(mail.text).toContain(`Your code to delete the project Made twice: ${code}`);
    expect(mail.html).toContain(code);

    const deleted = await deleteWith(token, second.id, code);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: "Project 'Made twice' deleted." });

    expectError(await t.get(`/api/v1/projects/${second.id}`, token), 404, `Project ${second.id} was not found.`);
    const list = (await t.get('/api/v1/projects', token)).json().data as { id: number }[];
    expect(list.map((p) => p.id)).toEqual([project.id]);
    // The current project was the deleted one: the session goes on with the one left.
    const me = (await t.get('/api/v1/me', token)).json().data;
    expect(me.current_project_id).toBe(project.id);
    expect((await t.get(`/api/v1/test-cases?project_id=${project.id}`, token)).json().data).toHaveLength(1);
  });

  it('refuses a wrong code (saying the tries left), a code for another project, and a used one', async () => {
    const { token, email, project } = await accountWithProject(t);
    const other = await createProject(t, token, { name: 'Other' });
    const { code } = await requestCode(token, email, project.id);
    expectError(
      await deleteWith(token, project.id, wrong(code)),
      400,
      'That code is not right. You have 4 tries left.',
    );
    // The code was mailed for this project: it deletes no other.
    expectError(await deleteWith(token, other.id, code), 400, /That code is not right/);
    expect((await t.get(`/api/v1/projects/${other.id}`, token)).statusCode).toBe(200);

    expect((await deleteWith(token, project.id, code)).statusCode).toBe(200);
    expectError(await deleteWith(token, other.id, code), 400, 'This code no longer works: send a new code.');
  });

  it('refuses an expired code, a code never sent, and another organization’s project', async () => {
    const { token, email, project } = await accountWithProject(t);
    expectError(
      await deleteWith(token, project.id, '1234'),
      400,
      'No deletion code is waiting for this project: send a new code.',
    );
    const { code } = await requestCode(token, email, project.id);
    t.clock.advance(10 * MINUTE + 1000);
    expectError(await deleteWith(token, project.id, code), 400, 'This code has expired: send a new code.');

    const stranger = await accountWithProject(t);
    expectError(
      await t.post(`/api/v1/projects/${project.id}/deletion-code`, undefined, stranger.token),
      404,
      `Project ${project.id} was not found.`,
    );
    expectError(await deleteWith(stranger.token, project.id, '1234'), 404, `Project ${project.id} was not found.`);
    expectError(await t.delete(`/api/v1/projects/${project.id}`, token, { code: '12' }), 400);
    expect((await t.get(`/api/v1/projects/${project.id}`, token)).statusCode).toBe(200);
  });
});
