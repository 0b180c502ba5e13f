/**
 * The dialog shown once an email is sent (EmailSentDialog: 'Verify Your Email' after signing up,
 * 'Check Your Email' after asking for a reset link), with Resend Code, Visit Email and Close.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';

/** The dialog called `name`. Call it in the test: it watches window.open, which Visit Email calls. */
export function emailSentDialog(name: string) {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const find = () => screen.findByRole('dialog', { name });
  const button = async (label: string) => within(await find()).getByRole('button', { name: label });
  return {
    find,
    button,
    /** Resend Code is busy while a resend is under way, and only then. */
    expectResending: (resending: boolean) =>
      waitFor(async () => expect((await button('Resend Code')).dataset.loading).toBe(resending ? 'true' : undefined)),
    /** Clicks Visit Email, which opens `webmail` in a new tab. */
    async visitEmail(user: UserEvent, webmail: string) {
      const before = open.mock.calls.length;
      await user.click(await button('Visit Email'));
      expect(open.mock.calls.slice(before)).toEqual([[webmail, '_blank', 'noopener,noreferrer']]);
    },
  };
}
