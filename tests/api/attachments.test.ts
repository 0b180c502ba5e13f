import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../support/expectations.ts';
import { accountWithProject, createTestCase } from '../support/projects.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function fileForm(name: string, content: string) {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  return form;
}

describe('/api/v1/test-cases/{id}/attachments', () => {
  it('attaches files by name, replaces a file of the same name, lists and removes them', async () => {
    const { token, staging } = await accountWithProject(t);
    const testCase = await createTestCase(t, token, staging.id, { steps: ['Upload "cv.pdf" to Resume'] });
    const url = `/api/v1/test-cases/${testCase.id}/attachments`;
    const added = await t.upload(url, fileForm('cv.pdf', '%PDF-1.4 first'), token);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      message: 'cv.pdf attached.',
      data: { name: 'cv.pdf', content_type: 'application/pdf', size: 14 },
    });
    await t.upload(url, fileForm('cv.pdf', '%PDF-1.4 second one'), token);
    await t.upload(url, fileForm('C:\\Users\\qa\\notes.txt', 'hello'), token);
    const list = (await t.get(url, token)).json().data;
    expect(list.map((a: { name: string; size: number }) => [a.name, a.size])).toEqual([
      ['cv.pdf', 19],
      ['notes.txt', 5],
    ]);
    const removed = await t.delete(`${url}/${list[1].id}`, token);
    expect(removed.json()).toMatchObject({ success: true, message: 'File removed.' });
    expect((await t.get(url, token)).json().data).toHaveLength(1);
    expectError(await t.delete(`${url}/${list[1].id}`, token), 404, `Attachment ${list[1].id} was not found.`);
  });

  it("answers 404 for another organization's test case, and 400 without a file", async () => {
    const mine = await accountWithProject(t);
    const theirs = await accountWithProject(t);
    const theirCase = await createTestCase(t, theirs.token, theirs.staging.id);
    const url = `/api/v1/test-cases/${theirCase.id}/attachments`;
    expectError(await t.get(url, mine.token), 404, `Test case ${theirCase.id} was not found.`);
    expectError(await t.upload(url, fileForm('x.txt', 'x'), mine.token), 404);
    const myCase = await createTestCase(t, mine.token, mine.staging.id);
    const empty = new FormData();
    empty.append('note', 'no file');
    expectError(await t.upload(`/api/v1/test-cases/${myCase.id}/attachments`, empty, mine.token), 400);
    expectError(await t.upload(`/api/v1/test-cases/${myCase.id}/attachments`, fileForm('x.txt', 'x')), 401);
  });
});
