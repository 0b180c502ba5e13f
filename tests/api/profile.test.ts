import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, verifiedAccount } from '../support/accounts.ts';
import { expectError } from '../support/expectations.ts';
import { imageForm, jpegHeader, SVG, tinyPng } from '../support/images.ts';
import { createTestApp, MINUTE, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'N3wPassword!';

const uploadPhoto = (token: string, name: string, content: Buffer | string) =>
  t.upload('/api/v1/profile/photo', imageForm(name, content), token, 'PUT');

async function signIn(email: string, password = PASSWORD): Promise<string> {
  const res = await t.post('/api/v1/signin', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token;
}

const changePassword = (token: string, body: Record<string, string>) =>
  t.post(
    '/api/v1/profile/password',
    { current_password: PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD, ...body },
    token,
  );

describe('GET and PATCH /api/v1/profile', () => {
  it('answers the signed-in user and changes the full name only', async () => {
    const { token, email } = await verifiedAccount(t);
    const res = await t.get('/api/v1/profile', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { id: expect.any(Number), full_name: 'Grace Hopper', email, company_name: 'Acme QA', photo_url: null },
    });
    const patched = await t.patch('/api/v1/profile', { full_name: '  Ada Lovelace ' }, token);
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      success: true,
      message: expect.any(String),
      data: { full_name: 'Ada Lovelace', email },
    });
    expect((await t.get('/api/v1/me', token)).json().data.user.full_name).toBe('Ada Lovelace');
  });

  it('refuses a blank name and any change of the email', async () => {
    const { token, email } = await verifiedAccount(t);
    expectError(await t.patch('/api/v1/profile', { full_name: ' ' }, token), 400, 'Full name must not be blank.');
    expectError(await t.patch('/api/v1/profile', {}, token), 400, 'Full name is required.');
    await t.patch('/api/v1/profile', { full_name: 'Grace', email: 'new@example.com' }, token);
    expect((await t.get('/api/v1/profile', token)).json().data.email).toBe(email);
    expectError(await t.get('/api/v1/profile'), 401);
  });
});

describe('PUT and DELETE /api/v1/profile/photo', () => {
  it('accepts svg, jpg and png, replacing the old photo', async () => {
    const { token } = await verifiedAccount(t);
    const urls: string[] = [];
    for (const [name, content, type] of [
      ['me.svg', SVG, 'image/svg+xml'],
      ['me.jpg', jpegHeader(), 'image/jpeg'],
      ['me.png', tinyPng(), 'image/png'],
    ] as const) {
      const res = await uploadPhoto(token, name, content);
      expect(res.statusCode, res.body).toBe(200);
      const url = res.json().data.photo_url as string;
      expect(url).toMatch(/^\/api\/v1\/files\/[A-Za-z0-9_-]{32}\.(svg|jpg|png)$/);
      const served = await t.get(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      urls.push(url);
    }
    for (const old of urls.slice(0, -1)) expectError(await t.get(old), 404);
    expect((await t.get('/api/v1/profile', token)).json().data.photo_url).toBe(urls.at(-1));

    const removed = await t.delete('/api/v1/profile/photo', token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.photo_url).toBeNull();
    expectError(await t.get(urls.at(-1)!), 404);
  });

  it('refuses the jpeg extension, renamed files and oversized files, naming the file', async () => {
    const { token } = await verifiedAccount(t);
    expectError(
      await uploadPhoto(token, 'me.jpeg', jpegHeader()),
      400,
      "'me.jpeg' cannot be the profile photo: only .svg, .jpg and .png files are accepted.",
    );
    expectError(
      await uploadPhoto(token, 'me.png', 'a text file'),
      400,
      "'me.png' is not a PNG image: its content does not begin with the PNG signature.",
    );
    expectError(
      await uploadPhoto(token, 'me.svg', Buffer.concat([Buffer.from(SVG), Buffer.alloc(1024 * 1024, 0x20)])),
      400,
      "'me.svg' is larger than 1 MB, the limit for the profile photo.",
    );
    expect((await t.get('/api/v1/profile', token)).json().data.photo_url).toBeNull();
  });
});

describe('POST /api/v1/profile/password', () => {
  it('changes the password and ends every other session, keeping this one', async () => {
    const { token, email } = await verifiedAccount(t);
    const other = await signIn(email);
    const res = await changePassword(token, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });
    expect((await t.get('/api/v1/me', token)).statusCode).toBe(200);
    expectError(await t.get('/api/v1/me', other), 401);
    expect((await t.post('/api/v1/signin', { email, password: PASSWORD })).statusCode).toBe(401);
    await signIn(email, NEW_PASSWORD);
  });

  it('refuses a wrong current password, a mismatch and a weak password, changing nothing', async () => {
    const { token, email } = await verifiedAccount(t);
    const other = await signIn(email);
    expectError(
      await changePassword(token, { current_password: 'Wrong1Password' }),
      400,
      'Your current password is not right.',
    );
    expectError(
      await changePassword(token, { confirm_password: 'Different1Password' }),
      400,
      'Passwords do not match.',
    );
    expectError(
      await changePassword(token, { new_password: 'weakpass1', confirm_password: 'weakpass1' }),
      400,
      'Password must contain at least 1 uppercase letter.',
    );
    expectError(
      await changePassword(token, { new_password: 'Short1', confirm_password: 'Short1' }),
      400,
      'Password must contain at least 8 characters.',
    );
    expectError(
      await changePassword(token, { new_password: 'NoDigitsHere', confirm_password: 'NoDigitsHere' }),
      400,
      'Password must contain at least 1 number.',
    );
    expectError(
      await t.post('/api/v1/profile/password', { current_password: PASSWORD, new_password: NEW_PASSWORD }, token),
      400,
      'Confirm new password is required.',
    );
    expect((await t.get('/api/v1/me', other)).statusCode).toBe(200);
    await signIn(email);
  });

  it('allows 5 wrong current passwords per user in 15 minutes, then answers 429', async () => {
    const { token, email } = await verifiedAccount(t);
    for (let i = 0; i < 5; i += 1) {
      expectError(await changePassword(token, { current_password: 'Wrong1Password' }), 400);
    }
    expectError(await changePassword(token, {}), 429);
    // Another user is not affected.
    const other = await verifiedAccount(t);
    expect((await changePassword(other.token, {})).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE + 1000);
    const fresh = await signIn(email);
    expect((await changePassword(fresh, {})).statusCode).toBe(200);
  });
});

describe('DELETE /api/v1/profile/sessions', () => {
  it('ends every session of the user, this one included, and no one else', async () => {
    const { token, email } = await verifiedAccount(t);
    const other = await signIn(email);
    const stranger = await verifiedAccount(t);
    const res = await t.delete('/api/v1/profile/sessions', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });
    expectError(await t.get('/api/v1/me', token), 401);
    expectError(await t.get('/api/v1/me', other), 401);
    expect((await t.get('/api/v1/me', stranger.token)).statusCode).toBe(200);
    await signIn(email);
    expectError(await t.delete('/api/v1/profile/sessions'), 401);
  });
});
