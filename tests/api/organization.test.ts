import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../support/expectations.ts';
import { imageForm, jpegHeader, SVG, tinyPng } from '../support/images.ts';
import { accountWithProject, createProject, createTestCase, setPlan } from '../support/projects.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FILE_URL = /^\/api\/v1\/files\/[A-Za-z0-9_-]{32}\.(png|jpg|svg)$/;

const uploadLogo = (token: string, name: string, content: Buffer | string, field = 'file') =>
  t.upload('/api/v1/organization/logo', imageForm(name, content, field), token, 'PUT');

describe('GET /api/v1/organization', () => {
  it('answers the name, plan, logo and the test cases of the whole organization against the plan', async () => {
    const { token, email, project, staging } = await accountWithProject(t);
    const second = await createProject(t, token, { name: 'Blog' });
    await createTestCase(t, token, staging.id, { project_id: project.id });
    await createTestCase(t, token, second.environments[0]!.id);
    const res = await t.get('/api/v1/organization', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: expect.any(Number),
        name: 'Acme QA',
        plan: 'starter',
        logo_url: null,
        usage: { test_cases: 2, test_case_limit: 5 },
      },
    });
    await setPlan(t.db, email, 'pro');
    expect((await t.get('/api/v1/organization', token)).json().data.usage).toEqual({
      test_cases: 2,
      test_case_limit: 1000,
    });
    await setPlan(t.db, email, 'enterprise');
    expect((await t.get('/api/v1/organization', token)).json().data).toMatchObject({
      plan: 'enterprise',
      usage: { test_cases: 2, test_case_limit: null },
    });
    expectError(await t.get('/api/v1/organization'), 401);
  });
});

describe('PATCH /api/v1/organization', () => {
  it('renames the organization, trimmed, and refuses a blank name', async () => {
    const { token } = await accountWithProject(t);
    const other = await accountWithProject(t);
    const res = await t.patch('/api/v1/organization', { name: '  Acme Testing  ' }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: expect.any(String), data: { name: 'Acme Testing' } });
    expect((await t.get('/api/v1/me', token)).json().data.organization.name).toBe('Acme Testing');
    expect((await t.get('/api/v1/profile', token)).json().data.company_name).toBe('Acme Testing');
    expect((await t.get('/api/v1/organization', other.token)).json().data.name).toBe('Acme QA');
    expectError(
      await t.patch('/api/v1/organization', { name: '   ' }, token),
      400,
      'Organization name must not be blank.',
    );
    expectError(await t.patch('/api/v1/organization', {}, token), 400, 'Organization name is required.');
    expectError(
      await t.patch('/api/v1/organization', { name: 5 }, token),
      400,
      'Organization name must be of type string.',
    );
    expect((await t.get('/api/v1/organization', token)).json().data.name).toBe('Acme Testing');
  });
});

describe('PUT /api/v1/organization/logo', () => {
  it('stores a real PNG and serves it by its unguessable name, without auth', async () => {
    const { token } = await accountWithProject(t);
    const png = tinyPng();
    const res = await uploadLogo(token, 'logo.png', png);
    expect(res.statusCode, res.body).toBe(200);
    const logoUrl = res.json().data.logo_url as string;
    expect(logoUrl).toMatch(FILE_URL);
    expect(logoUrl.endsWith('.png')).toBe(true);
    expect((await t.get('/api/v1/organization', token)).json().data.logo_url).toBe(logoUrl);

    const served = await t.get(logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  it('accepts a JPEG as .jpg or .jpeg and an SVG, served with a CSP that forbids scripts', async () => {
    const { token } = await accountWithProject(t);
    for (const name of ['logo.jpg', 'LOGO.JPEG']) {
      const res = await uploadLogo(token, name, jpegHeader());
      expect(res.statusCode, res.body).toBe(200);
      const served = await t.get(res.json().data.logo_url);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(res.json().data.logo_url.endsWith('.jpg')).toBe(true);
    }
    const svg = await uploadLogo(token, 'logo.svg', SVG);
    expect(svg.statusCode, svg.body).toBe(200);
    const served = await t.get(svg.json().data.logo_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toBe(SVG);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('deletes the old file when the logo is replaced or removed', async () => {
    const { token } = await accountWithProject(t);
    const first = (await uploadLogo(token, 'a.png', tinyPng())).json().data.logo_url as string;
    const second = (await uploadLogo(token, 'b.svg', SVG)).json().data.logo_url as string;
    expect(second).not.toBe(first);
    expectError(await t.get(first), 404);
    expect((await t.get(second)).statusCode).toBe(200);

    const removed = await t.delete('/api/v1/organization/logo', token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ success: true, data: { logo_url: null } });
    expectError(await t.get(second), 404);
    expect((await t.delete('/api/v1/organization/logo', token)).statusCode).toBe(200);
  });

  it('refuses files that are not what they claim, naming the file and why', async () => {
    const { token } = await accountWithProject(t);
    expectError(
      await uploadLogo(token, 'notes.png', 'just some text, renamed'),
      400,
      "'notes.png' is not a PNG image: its content does not begin with the PNG signature.",
    );
    expectError(
      await uploadLogo(token, 'photo.jpg', tinyPng()),
      400,
      "'photo.jpg' is not a JPEG image: its content does not begin with the JPEG signature.",
    );
    expectError(
      await uploadLogo(token, 'notes.txt', 'hello'),
      400,
      "'notes.txt' cannot be the organization logo: only .jpg, .jpeg, .png and .svg files are accepted.",
    );
    expectError(
      await uploadLogo(token, 'anim.gif', Buffer.from('GIF89a')),
      400,
      /'anim\.gif' cannot be the organization logo/,
    );
    expectError(
      await uploadLogo(token, 'page.svg', '<html><body>hi</body></html>'),
      400,
      "'page.svg' is not an SVG image: its root element is <html>, not <svg>.",
    );
    expectError(
      await uploadLogo(token, 'broken.svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'),
      400,
      /^'broken\.svg' is not an SVG image: it is not well-formed XML/,
    );
    expectError(await uploadLogo(token, 'text.svg', 'plain text'), 400, /^'text\.svg' is not an SVG image/);
    expectError(
      await uploadLogo(token, 'bomb.svg', '<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>'),
      400,
      "'bomb.svg' is not an SVG image: it declares XML entities, which are not accepted.",
    );
    expectError(await uploadLogo(token, 'empty.png', Buffer.alloc(0)), 400, "'empty.png' is empty.");
    const oversized = Buffer.concat([tinyPng(), Buffer.alloc(1024 * 1024)]);
    expectError(
      await uploadLogo(token, 'huge.png', oversized),
      400,
      "'huge.png' is larger than 1 MB, the limit for the organization logo.",
    );
    expect((await t.get('/api/v1/organization', token)).json().data.logo_url).toBeNull();
    expect(
      await t.db.query(
        'SELECT id FROM files WHERE organization_id = (SELECT organization_id FROM users WHERE lower(email) = lower($1))',
        [(await t.get('/api/v1/profile', token)).json().data.email],
      ),
    ).toEqual([]);
  });

  it('refuses a request without the file, with other fields, or as JSON', async () => {
    const { token } = await accountWithProject(t);
    const none = new FormData();
    none.append('name', 'x');
    expectError(
      await t.upload('/api/v1/organization/logo', none, token, 'PUT'),
      400,
      "'name' is not an accepted field.",
    );
    expectError(await t.upload('/api/v1/organization/logo', new FormData(), token, 'PUT'), 400, /'file' is required/);
    expectError(await uploadLogo(token, 'logo.png', tinyPng(), 'logo'), 400, "'logo' is not an accepted field.");
    expectError(await t.put('/api/v1/organization/logo', { file: 'x' }, token), 415);
    expectError(await uploadLogo('', 'logo.png', tinyPng()), 401);
  });
});

describe('GET /api/v1/files/{name}', () => {
  it('answers 404 for an unknown name and 400 for a malformed one', async () => {
    expectError(await t.get(`/api/v1/files/${'a'.repeat(32)}.png`), 404, `File ${'a'.repeat(32)}.png was not found.`);
    expectError(await t.get('/api/v1/files/..%2Fsecret.png'), 400);
    expectError(await t.get(`/api/v1/files/${'a'.repeat(32)}.html`), 400);
  });
});

describe('GET /api/v1/plans', () => {
  it('answers the three plans of the specification', async () => {
    const { token } = await accountWithProject(t);
    const res = await t.get('/api/v1/plans', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: [
        { id: 'starter', name: 'Starter', price: '$0', period: null, features: ['5 test cases'], popular: false },
        { id: 'pro', name: 'Pro', price: '$499', period: 'month', features: ['Up to 1000 test cases'], popular: true },
        {
          id: 'enterprise',
          name: 'Enterprise',
          price: 'Contact us',
          period: null,
          features: ['Unlimited test cases', 'Single sign-on', 'Dedicated support'],
          popular: false,
        },
      ],
    });
    expectError(await t.get('/api/v1/plans'), 401);
  });
});
