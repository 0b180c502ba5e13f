import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  failure,
  fakeApi,
  IN_TOAST,
  page,
  field,
  renderScreen,
  resetScreenState,
  type Reply,
} from '../support/renderScreen.tsx';
import { fillIn } from '../support/fillIn.ts';

afterEach(resetScreenState);

const created: Reply = { status: 201, body: { success: true, data: { message: 'Registration successful.' } } };

async function fillAndSubmit(user: ReturnType<typeof renderScreen>['user'], password = 'Abcdefg1') {
  await fillIn(user, field('Company name'), 'Analytical QA');
  await fillIn(user, field('Full name'), 'Ada Lovelace');
  await fillIn(user, field('Email address'), 'ada@gmail.com');
  await fillIn(user, field('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

const bars = () => screen.getAllByTestId('strength-bar');
const metBars = () => bars().filter((bar) => bar.getAttribute('data-met') === 'true').length;

describe('/signup', () => {
  it('shows the title, the prompt and a visible label for every input', () => {
    fakeApi({});
    renderScreen('/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Create a new account' })).toBeTruthy();
    expect(screen.getByText('Enter your details to register')).toBeTruthy();
    for (const label of ['Company name', 'Full name', 'Email address', 'Password']) {
      const input = field(label);
      const visible = document.querySelector(`label[for="${input.id}"]`);
      expect(visible?.textContent, label).toMatch(new RegExp(`^${label}`));
    }
  });

  it('shows no strength indicator while the password is empty', () => {
    fakeApi({});
    renderScreen('/signup');
    expect(screen.queryByTestId('strength-bar')).toBeNull();
    expect(screen.queryByText('Weak password. Must contain at least:')).toBeNull();
    expect(screen.queryByText('Strong password. Your password is secure.')).toBeNull();
  });

  it('lists the unmet rules of a weak password and fills one bar per rule met', async () => {
    fakeApi({});
    const { user } = renderScreen('/signup');
    await user.type(field('Password'), 'abc');
    expect(screen.getByText('Weak password. Must contain at least:')).toBeTruthy();
    for (const rule of ['1 uppercase letter', '1 number', '8 characters']) expect(screen.getByText(rule)).toBeTruthy();
    expect(bars()).toHaveLength(3);
    expect(metBars()).toBe(0);

    await user.clear(field('Password'));
    await user.type(field('Password'), 'Abc1');
    expect(screen.getByText('Weak password. Must contain at least:')).toBeTruthy();
    expect(metBars()).toBe(2);
  });

  it("calls 'Abcdefg1' strong and fills all three bars", async () => {
    fakeApi({});
    const { user } = renderScreen('/signup');
    await user.type(field('Password'), 'Abcdefg1');
    expect(screen.getByText('Strong password. Your password is secure.')).toBeTruthy();
    expect(screen.queryByText('Weak password. Must contain at least:')).toBeNull();
    expect(metBars()).toBe(3);
  });

  it("sends the form to POST /api/v1/signup, reads 'Registering...' meanwhile, then asks to verify the email", async () => {
    const answer = deferred<Reply>();
    const api = fakeApi({ 'POST /api/v1/signup': () => answer.promise });
    const { user } = renderScreen('/signup');
    await fillAndSubmit(user);

    await waitFor(() => expect(api.to('POST', '/api/v1/signup')).toHaveLength(1));
    expect(api.to('POST', '/api/v1/signup')[0]!.body).toEqual({
      full_name: 'Ada Lovelace',
      company_name: 'Analytical QA',
      email: 'ada@gmail.com',
      password: 'Abcdefg1',
      contact_number: '',
    });
    expect(screen.getByRole('button', { name: 'Registering...' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    answer.resolve(created);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });
    expect(dialog.textContent).toContain('Hi Ada Lovelace,');
    expect(within(dialog).getByText('ada@gmail.com')).toBeTruthy();
    expect(await screen.findByText('Registration successful.', IN_TOAST)).toBeTruthy();
  });

  it("'Resend Code' asks POST /api/v1/resend-verification for the address", async () => {
    const api = fakeApi({
      'POST /api/v1/signup': created,
      'POST /api/v1/resend-verification': { status: 200, body: { success: true, message: 'Sent.' } },
    });
    const { user } = renderScreen('/signup');
    await fillAndSubmit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });
    await user.click(within(dialog).getByRole('button', { name: 'Resend Code' }));
    await waitFor(() => expect(api.to('POST', '/api/v1/resend-verification')).toHaveLength(1));
    expect(api.to('POST', '/api/v1/resend-verification')[0]!.body).toEqual({ email: 'ada@gmail.com' });
    expect(await screen.findByText('We sent a new link to ada@gmail.com.', IN_TOAST)).toBeTruthy();
  });

  it("'Visit Email' opens the provider's webmail in a new tab", async () => {
    fakeApi({ 'POST /api/v1/signup': created });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderScreen('/signup');
    await fillAndSubmit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });
    await user.click(within(dialog).getByRole('button', { name: 'Visit Email' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[0]).toBe('https://mail.google.com/');
    expect(open.mock.calls[0]?.[1]).toBe('_blank');
  });

  it("'Visit Email' for a company's address offers the webmails to choose from, never a guessed mail.<domain>", async () => {
    fakeApi({ 'POST /api/v1/signup': created });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderScreen('/signup');
    await fillIn(user, field('Company name'), 'Acme');
    await fillIn(user, field('Full name'), 'Ada Lovelace');
    await fillIn(user, field('Email address'), 'ada@acme.com');
    await fillIn(user, field('Password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });
    await user.click(within(dialog).getByRole('button', { name: 'Visit Email' }));
    expect(open).not.toHaveBeenCalled();
    const webmails = within(within(dialog).getByRole('group', { name: 'Webmails' }));
    const choices = webmails.getAllByRole('button').map((button) => button.textContent);
    expect(choices).toContain('Gmail or Google Workspace');
    expect(choices).toContain('Outlook or Microsoft 365');
    await user.click(webmails.getByRole('button', { name: 'Outlook or Microsoft 365' }));
    expect(open.mock.calls.map((call) => call[0])).toEqual(['https://outlook.office.com/mail/']);
  });

  it("shows the server's data.message when the address is taken (409)", async () => {
    const body = {
      success: false,
      message: 'Conflict',
      data: { message: 'An account with this email already exists.' },
    };
    fakeApi({ 'POST /api/v1/signup': { status: 409, body } });
    const { user } = renderScreen('/signup');
    await fillAndSubmit(user);
    expect(await page().findByText('An account with this email already exists.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
  });

  it("shows 'Signup failed.' for an error answer without a message", async () => {
    fakeApi({ 'POST /api/v1/signup': failure(500) });
    const { user } = renderScreen('/signup');
    await fillAndSubmit(user);
    expect(await page().findByText('Signup failed.')).toBeTruthy();
  });

  it('stops each input at the length the server takes', () => {
    renderScreen('/signup');
    const limits = ['Company name', 'Full name', 'Email address', 'Password'].map((l) => field(l).maxLength);
    expect(limits).toEqual([200, 200, 254, 128]);
  });

  it("shows a refused field's message under that field, named as the form names it, and no banner", async () => {
    const message = 'Email address must be a valid email address.';
    fakeApi({
      'POST /api/v1/signup': { status: 400, body: { success: false, message, data: { message, field: 'email' } } },
    });
    const { user } = renderScreen('/signup');
    await fillAndSubmit(user);
    expect(await screen.findByText(message, IN_TOAST)).toBeTruthy();
    await waitFor(() => expect(field('Email address').getAttribute('aria-invalid')).toBe('true'));
    const under = document.getElementById(field('Email address').getAttribute('aria-describedby')!.split(' ').pop()!);
    expect(under?.textContent).toBe(message);
    expect(page().queryByRole('alert')).toBeNull();
    expect(field('Full name').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('says a weak password once beside its checklist, and forgets it once the password is strong', async () => {
    const message = 'Password must contain at least 1 uppercase letter.';
    const refused: Reply = { status: 400, body: { success: false, message, data: { message, field: 'password' } } };
    fakeApi({ 'POST /api/v1/signup': refused });
    const { user } = renderScreen('/signup');
    await fillAndSubmit(user, 'abcdefg1');
    // The toast of spec §8, and the field marked: its checklist says what it lacks, no banner says it again.
    expect(await screen.findByText(message, IN_TOAST)).toBeTruthy();
    await waitFor(() => expect(field('Password').getAttribute('aria-invalid')).toBe('true'));
    expect(page().queryByText(message)).toBeNull();
    expect(page().queryByRole('alert')).toBeNull();
    expect(page().getByText('1 uppercase letter')).toBeTruthy();

    await user.clear(field('Password'));
    await user.type(field('Password'), 'Abcdefg1');
    expect(field('Password').getAttribute('aria-invalid')).not.toBe('true');
    expect(page().getByText('Strong password. Your password is secure.')).toBeTruthy();
    expect(page().queryByText(message)).toBeNull();
  });

  it('submits a weak password: the server, not the form, judges it', async () => {
    const api = fakeApi({ 'POST /api/v1/signup': created });
    const { user } = renderScreen('/signup');
    await fillAndSubmit(user, 'abc');
    await waitFor(() => expect(api.to('POST', '/api/v1/signup')).toHaveLength(1));
    expect(api.to('POST', '/api/v1/signup')[0]!.body).toMatchObject({ password: 'abc' });
  });
});
