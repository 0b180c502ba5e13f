import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  failure,
  fakeApi,
  field,
  IN_TOAST,
  meOk,
  page,
  renderSignedInScreen,
  resetScreenState,
  type Reply,
} from '../support/renderScreen.tsx';
import { errorUnder } from '../support/fieldErrors.ts';
import { fillIn } from '../support/fillIn.ts';

type Routes = Parameters<typeof fakeApi>[0];
type Rendered = Awaited<ReturnType<typeof renderSignedInScreen>>;

const ok = (data: unknown, message = '', status = 200): Reply => ({ status, body: { success: true, message, data } });
const SHOP = { id: 1, name: 'Shop', environment_count: 3, test_case_count: 2, created_at: '2026-11-01T00:00:00Z' };
const STAGING = { id: 12, label: 'Staging', url: 'https://staging.shop.test' };
const PRODUCTION = { id: 13, label: 'Production', url: 'https://shop.test' };
const PREVIEW = { id: 14, label: 'Preview', url: 'https://preview.shop.test' };
const ENVS = '/api/v1/1/environments';

function serve(extra: Routes = {}) {
  return fakeApi({ 'GET /api/v1/me': meOk, 'GET /api/v1/projects': ok([SHOP]), ...extra });
}

/** The card of one environment (or integration) on the page, found by its title. */
const card = (title: string) =>
  within(page().getByRole('heading', { name: title, level: 2 }).closest('.mantine-Paper-root') as HTMLElement);
/** An environment's Name or URL field. */
const input = (env: string, name: RegExp) => card(env).getByRole<HTMLInputElement>('textbox', { name });

beforeEach(() => sessionStorage.setItem('token', 'tok-1'));
afterEach(resetScreenState);

describe('/settings', () => {
  it('redirects to /settings/general, beside a menu of Project, Organization and Profile links', async () => {
    const api = serve({ [`GET ${ENVS}`]: ok([STAGING]), 'GET /api/v1/inbox': ok([]) });
    const s = await renderSignedInScreen('/settings');
    await waitFor(() => expect(s.route()).toBe('/settings/general'));
    expect(await page().findByRole('heading', { name: 'Staging', level: 2 })).toBeTruthy();
    const menu = within(page().getByRole('navigation', { name: 'Settings' }));
    const groups = menu.getAllByText(/^(Project|Organization|Profile)$/, { selector: 'p' });
    expect(groups.map((g) => g.textContent)).toEqual(['Project', 'Organization', 'Profile']);
    const links = {
      ...{ 'Project: General': '/settings/general', 'Project: Configs': '/settings/configs' },
      ...{ 'Project: Schedules': '/settings/schedules' },
      ...{ 'Project: Integrations': '/settings/integrations', 'Project: Inbox': '/settings/inbox' },
      ...{ 'Organization: General': '/settings/org-general', 'Organization: Environments': '/settings/environment' },
      ...{ 'Organization: Subscription': '/settings/subscription', 'Profile: Profile': '/settings/profile' },
      ...{ 'Profile: Authentication': '/settings/authentication' },
    };
    expect(menu.getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual(Object.keys(links));
    for (const [name, to] of Object.entries(links))
      expect(menu.getByRole('link', { name }).getAttribute('href')).toBe(to);
    const header = screen.getByRole('banner');
    const settingsMenu = page().getByRole('navigation', { name: 'Settings' });
    const projectLoads = api.to('GET', '/api/v1/projects').length;
    await s.user.click(menu.getByRole('link', { name: 'Project: Inbox' }));
    expect(s.route()).toBe('/settings/inbox');
    expect(await page().findByRole('heading', { name: 'Inbox', level: 1 })).toBeTruthy();
    // The page changed inside the layouts, which stayed: the same header and menu, no projects asked for again.
    expect(screen.getByRole('banner')).toBe(header);
    expect(page().getByRole('navigation', { name: 'Settings' })).toBe(settingsMenu);
    expect(api.to('GET', '/api/v1/projects')).toHaveLength(projectLoads);
  });
});

describe('/settings/general', () => {
  it("lists the current project's environments, each with its Name and URL", async () => {
    const api = serve({ [`GET ${ENVS}`]: ok([STAGING, PRODUCTION]) });
    await renderSignedInScreen('/settings/general');
    await page().findByRole('heading', { name: 'Staging', level: 2 });
    for (const env of [STAGING, PRODUCTION]) {
      expect(input(env.label, /^Name/).value).toBe(env.label);
      expect(input(env.label, /^URL/).value).toBe(env.url);
    }
    expect(api.to('GET', ENVS)).toHaveLength(1);
    expect(api.to('GET', ENVS)[0]!.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('shows the run limits, retries and quarantine threshold, and saves them, saying why the server refuses', async () => {
    const project = { id: 1, name: 'Shop', environments: [STAGING], start_urls: [], created_at: SHOP.created_at };
    let limits = { step_timeout_ms: 10_000, run_timeout_ms: 300_000, retries: 1, flaky_threshold: 30 };
    const api = serve({
      [`GET ${ENVS}`]: ok([STAGING]),
      'GET /api/v1/projects/1': () => ok({ ...project, ...limits }),
      'PATCH /api/v1/projects/1': (call) => {
        const body = call.body as typeof limits;
        if (body.step_timeout_ms > 60_000) {
          return failure(400, "'step_timeout_ms' must be at most 60000.", { field: 'step_timeout_ms' });
        }
        limits = body;
        return ok({ ...project, ...limits }, 'Project updated.');
      },
    });
    const s = await renderSignedInScreen('/settings/general');
    const section = within(await page().findByRole('region', { name: 'Run limits' }));
    const step = await section.findByRole<HTMLInputElement>('textbox', { name: /^Time a step may take/ });
    const run = section.getByRole<HTMLInputElement>('textbox', { name: /^Time a run may take/ });
    const retries = section.getByRole<HTMLInputElement>('textbox', { name: /^Retries of a failed run/ });
    const threshold = section.getByRole<HTMLInputElement>('textbox', { name: /^Quarantine at flakiness score/ });
    expect([step.value, run.value, retries.value, threshold.value]).toEqual(['10', '5', '1', '30']);
    expect(section.getByRole('button', { name: 'Save limits' }).hasAttribute('disabled')).toBe(true);
    await s.user.clear(step);
    await s.user.type(step, '30');
    await s.user.clear(run);
    await s.user.type(run, '10');
    await s.user.clear(retries);
    await s.user.type(retries, '2');
    await s.user.clear(threshold);
    await s.user.type(threshold, '50');
    await s.user.click(section.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Run limits saved', IN_TOAST)).toBeTruthy();
    expect(api.to('PATCH', '/api/v1/projects/1')[0]!.body).toEqual({
      step_timeout_ms: 30_000,
      run_timeout_ms: 600_000,
      retries: 2,
      flaky_threshold: 50,
    });
    await waitFor(() => expect(api.to('GET', '/api/v1/projects/1')).toHaveLength(2));

    const again = section.getByRole<HTMLInputElement>('textbox', { name: /^Time a step may take/ });
    await s.user.clear(again);
    await s.user.type(again, '90');
    await s.user.click(section.getByRole('button', { name: 'Save limits' }));
    // Under the field it is about, not under another.
    await waitFor(() => expect(again.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = again.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      "'step_timeout_ms' must be at most 60000.",
    );
    expect(threshold.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('refuses limits out of range under each field, saying the range, and sends nothing', async () => {
    const project = { id: 1, name: 'Shop', environments: [STAGING], start_urls: [], created_at: SHOP.created_at };
    const limits = { step_timeout_ms: 10_000, run_timeout_ms: 300_000, retries: 1, flaky_threshold: 30 };
    const api = serve({ [`GET ${ENVS}`]: ok([STAGING]), 'GET /api/v1/projects/1': ok({ ...project, ...limits }) });
    const s = await renderSignedInScreen('/settings/general');
    const section = within(await page().findByRole('region', { name: 'Run limits' }));
    const box = (name: RegExp) => section.getByRole<HTMLInputElement>('textbox', { name });
    await section.findByRole('textbox', { name: /^Time a step may take/ });
    for (const [name, value] of [
      [/^Time a step may take/, '0'],
      [/^Retries of a failed run/, '-3'],
      [/^Quarantine at flakiness score/, '500'],
    ] as const) {
      await s.user.clear(box(name));
      await s.user.type(box(name), value);
    }
    await s.user.click(section.getByRole('button', { name: 'Save limits' }));
    // The values stay as typed, not quietly made 1 s, 0 and 100.
    expect([box(/^Time a step may take/).value, box(/^Retries/).value, box(/^Quarantine/).value]).toEqual([
      '0',
      '-3',
      '500',
    ]);
    expect(await section.findByText('Must be a whole number from 1 to 120 seconds.')).toBeTruthy();
    expect(section.getByText('Must be a whole number from 0 to 5 retries.')).toBeTruthy();
    expect(section.getByText('Must be a whole number from 1 to 100.')).toBeTruthy();
    expect(api.to('PATCH', '/api/v1/projects/1')).toEqual([]);
    expect(screen.queryByText('Run limits saved', IN_TOAST)).toBeNull();
  });

  it("enables 'Update Details' on a change, sends the trimmed label and url, then reloads", async () => {
    let envs = [STAGING, PRODUCTION];
    const api = serve({
      [`GET ${ENVS}`]: () => ok(envs),
      'PATCH /api/v1/environments/12': (call) => {
        envs = [{ ...STAGING, ...(call.body as object) }, PRODUCTION];
        return ok(envs[0], 'Environment updated.');
      },
    });
    const s = await renderSignedInScreen('/settings/general');
    await page().findByRole('heading', { name: 'Staging', level: 2 });
    const update = card('Staging').getByRole('button', { name: 'Update Details' });
    expect(update.hasAttribute('disabled')).toBe(true);
    await s.user.type(input('Staging', /^Name/), '  ');
    expect(update.hasAttribute('disabled')).toBe(true);
    await s.user.clear(input('Staging', /^Name/));
    await fillIn(s.user, input('Staging', /^Name/), '  Staging EU ');
    await s.user.clear(input('Staging', /^URL/));
    await fillIn(s.user, input('Staging', /^URL/), ' https://eu.shop.test ');
    expect(update.hasAttribute('disabled')).toBe(false);
    await s.user.click(update);
    expect(await page().findByRole('heading', { name: 'Staging EU', level: 2 })).toBeTruthy();
    expect(api.to('PATCH', '/api/v1/environments/12').map((c) => c.body)).toEqual([
      { label: 'Staging EU', url: 'https://eu.shop.test' },
    ]);
    expect(api.to('GET', ENVS)).toHaveLength(2);
    expect(await screen.findByText('Environment Staging updated', IN_TOAST)).toBeTruthy();
  });

  it("shows a refusal under the field it is about: the name's under Name, the URL's under URL", async () => {
    const taken = "Name: the label 'Production' is already used by another environment of this project.";
    const badUrl = 'URL must be an absolute http(s) URL, such as https://staging.example.com.';
    let answer = failure(400, taken, { field: 'label' });
    serve({ [`GET ${ENVS}`]: ok([STAGING, PRODUCTION]), 'PATCH /api/v1/environments/12': () => answer });
    const s = await renderSignedInScreen('/settings/general');
    await page().findByRole('heading', { name: 'Staging', level: 2 });
    const name = input('Staging', /^Name/);
    const url = input('Staging', /^URL/);
    const errorOf = (el: HTMLInputElement) =>
      el.getAttribute('aria-invalid') === 'true'
        ? document.getElementById(el.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent
        : null;
    await s.user.clear(name);
    await fillIn(s.user, name, 'Production');
    await s.user.click(card('Staging').getByRole('button', { name: 'Update Details' }));
    await waitFor(() => expect(errorOf(name)).toBe(taken));
    expect(errorOf(url)).toBeNull();

    answer = failure(400, badUrl, { field: 'url' });
    await s.user.clear(name);
    await fillIn(s.user, name, 'QA');
    await s.user.clear(url);
    await fillIn(s.user, url, 'ftp://files.shop.example');
    await s.user.click(card('Staging').getByRole('button', { name: 'Update Details' }));
    await waitFor(() => expect(errorOf(url)).toBe(badUrl));
    expect(errorOf(name)).toBeNull();
    // Said once, under the field: no toast, no banner besides.
    expect(screen.queryByText(badUrl, IN_TOAST)).toBeNull();
    expect(card('Staging').queryByRole('alert')).toBeNull();
  });

  it('says a refusal of no one field once, as a toast', async () => {
    const message = 'Something went wrong on our side. Please try again.';
    serve({ [`GET ${ENVS}`]: ok([STAGING, PRODUCTION]), 'PATCH /api/v1/environments/12': failure(500, message) });
    const s = await renderSignedInScreen('/settings/general');
    await page().findByRole('heading', { name: 'Staging', level: 2 });
    await s.user.type(input('Staging', /^Name/), ' 2');
    await s.user.click(card('Staging').getByRole('button', { name: 'Update Details' }));
    expect(await screen.findByText(message, IN_TOAST)).toBeTruthy();
    expect(card('Staging').queryByText(message)).toBeNull();
  });
});

describe('/settings/general: Delete Environment', () => {
  const CODE = '/api/v1/environments/12/deletion-code';
  const codeSent = ok({ expires_at: new Date(Date.now() + 10 * 60 * 1000).toISOString() }, 'Code sent.');
  const serveDelete = (routes: Routes) =>
    serve({ [`GET ${ENVS}`]: ok([STAGING, PRODUCTION, PREVIEW]), [`POST ${CODE}`]: codeSent, ...routes });

  async function openDialog(s: Rendered) {
    await page().findByRole('heading', { name: 'Staging', level: 2 });
    await s.user.click(card('Staging').getByRole('button', { name: 'Delete Environment' }));
    return within(await screen.findByRole('dialog', { name: 'Delete Environment' }));
  }
  const boxes = (dialog: ReturnType<typeof within>) =>
    within(dialog.getByRole('group', { name: 'Deletion code' })).getAllByRole<HTMLInputElement>('textbox');

  it("names the environment, and 'Send OTP' asks for a code; a refusal shows its message, no code boxes", async () => {
    const refusal = 'A project needs at least 2 environments: add one before deleting this.';
    const api = serveDelete({ [`POST ${CODE}`]: failure(400, refusal) });
    const s = await renderSignedInScreen('/settings/general');
    const dialog = await openDialog(s);
    expect(dialog.getByText('Staging', { selector: 'strong' })).toBeTruthy();
    await s.user.click(dialog.getByRole('button', { name: 'Send OTP' }));
    expect((await dialog.findByRole('alert')).textContent).toContain(refusal);
    expect(api.to('POST', CODE)).toHaveLength(1);
    expect(dialog.queryByRole('group', { name: 'Deletion code' })).toBeNull();
    expect(dialog.getByRole('button', { name: 'Send OTP' })).toBeTruthy();
  });

  it('shows four single-digit boxes; Submit waits for four digits and sends the code', async () => {
    let envs = [STAGING, PRODUCTION, PREVIEW];
    const api = serveDelete({
      [`GET ${ENVS}`]: () => ok(envs),
      'DELETE /api/v1/environments/12': () => ((envs = [PRODUCTION, PREVIEW]), ok(undefined, 'Deleted.')),
    });
    const s = await renderSignedInScreen('/settings/general');
    const dialog = await openDialog(s);
    await s.user.click(dialog.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('We emailed you a 4-digit code.', IN_TOAST)).toBeTruthy();
    expect(boxes(dialog)).toHaveLength(4);
    const submit = dialog.getByRole('button', { name: 'Submit' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await s.user.click(boxes(dialog)[0]!);
    await s.user.keyboard('1a23');
    expect(boxes(dialog).map((b) => b.value)).toEqual(['1', '2', '3', '']);
    expect(submit.hasAttribute('disabled')).toBe(true);
    await s.user.keyboard('4');
    expect(boxes(dialog).map((b) => b.value)).toEqual(['1', '2', '3', '4']);
    await s.user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Environment' })).toBeNull());
    expect(api.to('DELETE', '/api/v1/environments/12').map((c) => c.body)).toEqual([{ code: '1234' }]);
    expect(await screen.findByText('Environment Staging deleted', IN_TOAST)).toBeTruthy();
    await waitFor(() => expect(page().queryByRole('heading', { name: 'Staging', level: 2 })).toBeNull());
    expect(api.to('GET', ENVS)).toHaveLength(2);
  });

  it("a wrong code shows the server's message and keeps the boxes; Resend asks for a new code", async () => {
    const wrong = 'That code is not right. 4 tries left.';
    const api = serveDelete({ 'DELETE /api/v1/environments/12': failure(400, wrong) });
    const s = await renderSignedInScreen('/settings/general');
    const dialog = await openDialog(s);
    await s.user.click(dialog.getByRole('button', { name: 'Send OTP' }));
    await s.user.click((await waitFor(() => boxes(dialog)))[0]!);
    await s.user.keyboard('9999');
    await s.user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect((await dialog.findByRole('alert')).textContent).toContain(wrong);
    expect(boxes(dialog).map((b) => b.value)).toEqual(['9', '9', '9', '9']);
    expect(api.to('GET', ENVS)).toHaveLength(1);
    await s.user.click(dialog.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('We emailed you a new code; the old one no longer works.', IN_TOAST)).toBeTruthy();
    expect(api.to('POST', CODE)).toHaveLength(2);
  });
});

const MASKED = { env_id: 12, environment_label: 'Staging', password: '••••••••', created_at: '2026-11-02' };
const account = (id: number, type: string, username: string) => ({ ...MASKED, id, type, username });
const CREDENTIALS = [
  account(31, 'password', 'qa@shop.test'),
  account(32, 'password_totp', 'admin@shop.test'),
  account(33, 'generated_email', 'tp-7f3a@inbox.testpilot.dev'),
];

describe('/settings/configs', () => {
  function serveConfigs(extra: Routes = {}) {
    return serve({
      'GET /api/v1/credentials': ok(CREDENTIALS),
      [`GET ${ENVS}`]: ok([STAGING, PRODUCTION]),
      'POST /api/v1/credentials': ok(CREDENTIALS.slice(0, 1), 'Credentials created successfully!', 201),
      ...extra,
    });
  }

  it('lists the test accounts with masked passwords and their template', async () => {
    const api = serveConfigs();
    await renderSignedInScreen('/settings/configs');
    const row = (name: string) => within(page().getByRole('row', { name: new RegExp(name) }));
    await page().findByRole('row', { name: /qa@shop\.test/ });
    expect(row('qa@shop').getByText('••••••••')).toBeTruthy();
    expect(row('qa@shop').getByText('Username + password')).toBeTruthy();
    expect(row('admin@shop').getByText('With two-factor')).toBeTruthy();
    expect(row('tp-7f3a').getByText('Generated email')).toBeTruthy();
    expect(row('tp-7f3a').getByText('Staging')).toBeTruthy();
    expect(api.to('GET', '/api/v1/credentials')[0]!.search).toBe('?project_id=1');
  });

  async function addAccount(s: Rendered, template: string, fill: Record<string, string>) {
    await page().findByRole('row', { name: /qa@shop\.test/ });
    await s.user.click(page().getByLabelText(template));
    await s.user.click(page().getByRole('combobox', { name: /^Environment/ }));
    await s.user.click(await screen.findByRole('option', { name: 'Staging' }));
    for (const [label, value] of Object.entries(fill)) await fillIn(s.user, field(label), value);
    await s.user.click(page().getByRole('button', { name: 'Add account' }));
  }

  it('adds an account of each template with the fields that template needs', async () => {
    const api = serveConfigs();
    const s = await renderSignedInScreen('/settings/configs');
    await addAccount(s, 'Username + password', { Username: ' qa2@shop.test ', Password: 'Secret1!' });
    expect(await screen.findByText('Test account added', IN_TOAST)).toBeTruthy();
    await waitFor(() => expect(api.to('GET', '/api/v1/credentials')).toHaveLength(2));
    await addAccount(s, 'Generated email', { Password: 'Secret2!' });
    await waitFor(() => expect(api.to('POST', '/api/v1/credentials')).toHaveLength(2));
    await waitFor(() => expect(field('Password').value).toBe(''));
    await addAccount(s, 'With two-factor', {
      Username: 'admin2@shop.test',
      Password: 'Secret3!',
      'Two-factor secret': 'jbsw y3dp ehpk 3pxp',
    });
    await waitFor(() => expect(api.to('POST', '/api/v1/credentials')).toHaveLength(3));
    const totp = { username: 'admin2@shop.test', password: 'Secret3!', totp_secret: 'JBSWY3DPEHPK3PXP' };
    expect(api.to('POST', '/api/v1/credentials').map((c) => c.body)).toEqual([
      { credential: [{ type: 'password', env_id: 12, username: 'qa2@shop.test', password: 'Secret1!' }] },
      { credential: [{ type: 'generated_email', env_id: 12, password: 'Secret2!' }] },
      { credential: [{ type: 'password_totp', env_id: 12, ...totp }] },
    ]);
  });

  it("shows a refusal of the account's field under that field, not as a toast", async () => {
    const tooLong = 'Username must be at most 254 characters.';
    serveConfigs({ 'POST /api/v1/credentials': failure(400, tooLong, { field: 'credential.0.username' }) });
    const s = await renderSignedInScreen('/settings/configs');
    await addAccount(s, 'Username + password', { Username: 'qa2@shop.test', Password: 'Secret1!' });
    await waitFor(() => expect(errorUnder(field('Username'))).toBe(tooLong));
    expect(errorUnder(field('Password'))).toBeNull();
    expect(screen.queryByText(tooLong, IN_TOAST)).toBeNull();
    expect(page().queryByRole('alert')).toBeNull();
  });

  it("'Show code' on a two-factor account shows its current code; Delete removes an account", async () => {
    const api = serveConfigs({
      'GET /api/v1/credentials/32/totp': ok({ code: '492039', expires_in: 17 }),
      'DELETE /api/v1/credentials/31': ok(undefined, 'Credential deleted.'),
    });
    const s = await renderSignedInScreen('/settings/configs');
    const totpRow = within(await page().findByRole('row', { name: /admin@shop\.test/ }));
    expect(page().getAllByRole('button', { name: 'Show code' })).toHaveLength(1);
    await s.user.click(totpRow.getByRole('button', { name: 'Show code' }));
    expect(await totpRow.findByText(/492039/)).toBeTruthy();
    expect(api.to('GET', '/api/v1/credentials/32/totp')).toHaveLength(1);
    await s.user.click(page().getByRole('button', { name: 'Delete qa@shop.test' }));
    await waitFor(() => expect(api.to('DELETE', '/api/v1/credentials/31')).toHaveLength(1));
    await waitFor(() => expect(api.to('GET', '/api/v1/credentials')).toHaveLength(2));
  });
});

describe('/settings/integrations', () => {
  const KEY = { id: 5, name: 'CI on main', prefix: 'tp_4f2a', created_at: '2026-11-03T00:00:00Z', last_used_at: null };
  const WHOLE = 'tp_4f2a9c81d07e4b5fa3c2e1d0b9a8f7e6';

  it('lists API, Slack, a webhook, GitHub, GitLab and Jira; a new project has none connected', async () => {
    serve({ 'GET /api/v1/api-keys': ok([]), 'GET /api/v1/integrations': ok([]) });
    await renderSignedInScreen('/settings/integrations');
    await page().findByText('No API keys yet.');
    await page().findByRole('heading', { name: 'Jira', level: 2 });
    const titles = page()
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['API', 'Slack', 'Webhook', 'GitHub', 'GitLab', 'Jira']);
    for (const name of titles.slice(1)) expect(card(name!).getByText('Not connected')).toBeTruthy();
    expect(card('API').queryByText('Not connected')).toBeNull();
  });

  it('creates a key and shows it whole once with Copy, until "I have copied it"; Revoke revokes', async () => {
    let keys: unknown[] = [];
    const api = serve({
      'GET /api/v1/integrations': ok([]),
      'GET /api/v1/api-keys': () => ok(keys),
      'POST /api/v1/api-keys': () => {
        keys = [KEY];
        return ok({ ...KEY, key: WHOLE }, 'API key created.', 201);
      },
      'DELETE /api/v1/api-keys/5': ok(undefined, 'API key revoked.'),
    });
    const s = await renderSignedInScreen('/settings/integrations');
    await page().findByText('No API keys yet.');
    await fillIn(s.user, field('Key name'), 'CI on main');
    await s.user.click(page().getByRole('button', { name: 'Create key' }));
    expect(await page().findByText(WHOLE)).toBeTruthy();
    expect(api.to('POST', '/api/v1/api-keys').map((c) => c.body)).toEqual([{ name: 'CI on main' }]);
    // The name is cleared with the key made, so the same key is not made twice by a second click.
    await waitFor(() => expect(field('Key name').value).toBe(''));
    expect(page().getByRole<HTMLButtonElement>('button', { name: 'Create key' }).disabled).toBe(true);
    expect(await page().findByText('tp_4f2a…')).toBeTruthy();
    await s.user.click(page().getByRole('button', { name: 'Copy' }));
    expect(await page().findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(WHOLE);
    await s.user.click(page().getByRole('button', { name: 'I have copied it' }));
    expect(page().queryByText(WHOLE)).toBeNull();
    expect(page().getByText('tp_4f2a…')).toBeTruthy();
    await s.user.click(page().getByRole('button', { name: 'Revoke CI on main' }));
    await waitFor(() => expect(api.to('DELETE', '/api/v1/api-keys/5')).toHaveLength(1));
  });
});

describe('/settings/inbox', () => {
  it("says 'No messages' when the inbox is empty", async () => {
    const api = serve({ 'GET /api/v1/inbox': ok([]) });
    await renderSignedInScreen('/settings/inbox');
    expect(await page().findByRole('heading', { name: 'No messages' })).toBeTruthy();
    expect(api.to('GET', '/api/v1/inbox')[0]!.search).toBe('?project_id=1');
  });

  it('lists each message with its subject, sender and recipient', async () => {
    const to = 'tp-7f3a@inbox.testpilot.dev';
    const message = { id: 1, to, from: 'no-reply@shop.test', subject: 'Confirm your account', text: 'Code 5521.' };
    serve({ 'GET /api/v1/inbox': ok([{ ...message, received_at: '2026-11-04T10:00:00Z' }]) });
    await renderSignedInScreen('/settings/inbox');
    expect(await page().findByText('Confirm your account')).toBeTruthy();
    expect(page().getByText('From no-reply@shop.test to tp-7f3a@inbox.testpilot.dev')).toBeTruthy();
    expect(page().queryByRole('heading', { name: 'No messages' })).toBeNull();
  });
});
