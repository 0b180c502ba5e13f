import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInbound, type StopInbound } from '../../server/mail/inbound.ts';
import { verifiedAccount } from '../support/accounts.ts';
import { expectError } from '../support/expectations.ts';
import { accountWithProject, createProject } from '../support/projects.ts';
import { createTestApp, MINUTE, type TestApp } from '../support/testApp.ts';

const DOMAIN = 'inbox.qa.test';

let t: TestApp;
let stop: StopInbound;
const logged: unknown[] = [];

beforeAll(async () => {
  t = await createTestApp({ inboxDomain: DOMAIN });
  stop = await startInbound({
    db: t.db,
    port: 0,
    host: '127.0.0.1',
    now: t.clock.now,
    log: { error: (details) => logged.push(details) },
    maxBytes: 64 * 1024,
  });
});
afterAll(async () => {
  await stop();
  await t.close();
});

function transport() {
  return nodemailer.createTransport({ host: '127.0.0.1', port: stop.port, secure: false, ignoreTLS: true });
}

async function generatedAddress(token: string, environmentId: number): Promise<string> {
  const res = await t.post(
    '/api/v1/credentials',
    { credential: [{ env_id: environmentId, type: 'generated_email', password: 'Secret-1' }] },
    token,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data[0].username;
}

describe('the inbound SMTP listener and GET /api/v1/inbox', () => {
  it("stores mail to the project's generated addresses and lists it newest first", async () => {
    const { token, staging, production } = await accountWithProject(t);
    const first = await generatedAddress(token, staging.id);
    const second = await generatedAddress(token, production.id);
    expect(first.endsWith(`@${DOMAIN}`)).toBe(true);

    const info = await transport().sendMail({
      from: 'Shop <no-reply@shop.test>',
      to: first,
      subject: 'Verify your account',
      text: 'Your code is 424242.',
    });
    expect(info.accepted).toEqual([first]);
    t.clock.advance(MINUTE);
    await transport().sendMail({
      from: 'news@shop.test',
      to: second.toUpperCase(),
      subject: 'Welcome',
      html: '<p>Hello <b>there</b></p>',
    });

    const res = await t.get('/api/v1/inbox', token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: '2 messages.',
      data: [
        {
          id: expect.any(Number),
          to: second,
          from: 'news@shop.test',
          subject: 'Welcome',
          text: expect.stringContaining('Hello'),
          received_at: t.clock.now().toISOString(),
        },
        {
          id: expect.any(Number),
          to: first,
          from: '"Shop" <no-reply@shop.test>',
          subject: 'Verify your account',
          text: expect.stringContaining('Your code is 424242.'),
          received_at: new Date(t.clock.now().getTime() - MINUTE).toISOString(),
        },
      ],
    });
    expect(logged).toEqual([]);
  });

  it('refuses unknown recipients at RCPT TO and stores nothing for them', async () => {
    const { token, staging } = await accountWithProject(t);
    const known = await generatedAddress(token, staging.id);
    await expect(
      transport().sendMail({ from: 'a@shop.test', to: `nobody@${DOMAIN}`, subject: 'x', text: 'x' }),
    ).rejects.toThrow(/550|No mailbox/);
    // A password account's username is not a mailbox either.
    await t.post(
      '/api/v1/credentials',
      { credential: [{ env_id: staging.id, username: `fake@${DOMAIN}`, password: 'p' }] },
      token,
    );
    await expect(
      transport().sendMail({ from: 'a@shop.test', to: `fake@${DOMAIN}`, subject: 'x', text: 'x' }),
    ).rejects.toThrow(/550|No mailbox/);

    const mixed = await transport().sendMail({
      from: 'a@shop.test',
      to: [known, `stranger@${DOMAIN}`],
      subject: 'Partly delivered',
      text: 'hi',
    });
    expect(mixed.accepted).toEqual([known]);
    expect(mixed.rejected).toEqual([`stranger@${DOMAIN}`]);
    const inbox = (await t.get('/api/v1/inbox', token)).json().data;
    expect(inbox.map((m: { to: string; subject: string }) => [m.to, m.subject])).toEqual([[known, 'Partly delivered']]);
  });

  it('refuses a message over the size limit', async () => {
    const { token, staging } = await accountWithProject(t);
    const address = await generatedAddress(token, staging.id);
    await expect(
      transport().sendMail({ from: 'a@shop.test', to: address, subject: 'big', text: 'x'.repeat(100 * 1024) }),
    ).rejects.toThrow(/552|larger/);
    expect((await t.get('/api/v1/inbox', token)).json().data).toEqual([]);
  });

  it("answers an empty list when there is no mail, and keeps projects' inboxes apart", async () => {
    const { token, project } = await accountWithProject(t);
    const other = await createProject(t, token, { name: 'Blog' });
    await generatedAddress(token, other.environments[0]!.id);
    const empty = await t.get(`/api/v1/inbox?project_id=${project.id}`, token);
    expect(empty.json()).toEqual({ success: true, message: 'No messages yet.', data: [] });
  });

  it("answers 404 for another organization's project, 400 without a project and 401 without a token", async () => {
    const { token } = await accountWithProject(t);
    const other = await accountWithProject(t);
    expectError(
      await t.get(`/api/v1/inbox?project_id=${other.project.id}`, token),
      404,
      `Project ${other.project.id} was not found.`,
    );
    const fresh = await verifiedAccount(t);
    expectError(await t.get('/api/v1/inbox', fresh.token), 400, 'Create a project first.');
    expectError(await t.get('/api/v1/inbox'), 401);
  });

  it("drops an address's mail with its test account", async () => {
    const { token, staging } = await accountWithProject(t);
    const address = await generatedAddress(token, staging.id);
    await transport().sendMail({ from: 'a@shop.test', to: address, subject: 'one', text: '1' });
    const [credential] = (await t.get('/api/v1/credentials', token)).json().data;
    expect((await t.get('/api/v1/inbox', token)).json().data).toHaveLength(1);
    await t.delete(`/api/v1/credentials/${credential.id}`, token);
    expect((await t.get('/api/v1/inbox', token)).json().data).toEqual([]);
    await expect(transport().sendMail({ from: 'a@shop.test', to: address, subject: 'x', text: 'x' })).rejects.toThrow(
      /550|No mailbox/,
    );
  });
});
