import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import {
  CODE_EXPIRED,
  deleteEnvironmentMachine,
  MAX_WRONG_CODES,
  type DeleteEnvironmentContext,
} from '../../src/machines/deleteEnvironment.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { IN_TOAST, page, renderSignedInScreen } from '../unit/support/renderScreen.tsx';
import { ok, PROJECT_ONE, signedIn } from './support/appScreens.ts';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel, type ModelEvent } from './support/model.ts';

const STAGING = { id: 12, label: 'Staging', url: 'https://staging.shop.test' };
const PRODUCTION = { id: 13, label: 'Production', url: 'https://shop.test' };
const PREVIEW = { id: 14, label: 'Preview', url: 'https://preview.shop.test' };
const TEN_MINUTES = 10 * 60 * 1000;
const CODE = '1234';

const REFUSAL = 'A project needs at least 2 environments: add one before deleting this.';
const SLOW_DOWN = 'Wait a minute before asking for another code.';
const SENT = 'We emailed you a 4-digit code.';
const RESENT = 'We emailed you a new code; the old one no longer works.';
/** The server's answer to the (n+1)th wrong code. */
const wrongCode = (wrongCodes: number) => {
  const left = MAX_WRONG_CODES - wrongCodes - 1;
  return left > 0 ? `That code is not right. ${left} tries left.` : 'Too many wrong codes: this code no longer works.';
};
/** A code answer as the model sees it; the screen gets one that expires ten minutes after it is sent. */
const codeSent = { success: true, message: 'Code sent.', data: { expires_at: 'in ten minutes' } };

/** The longest path tries five wrong codes: more than the default 5 s on a busy machine. */
const PATH_TIMEOUT = 30_000;

const model = machineModel('deleteEnvironment', deleteEnvironmentMachine, {
  events: (snapshot): ModelEvent[] => {
    const context = snapshot.context as DeleteEnvironmentContext;
    // Once Staging is deleted the page lists Production and Preview: the next deletion is of another one.
    const environment = snapshot.matches('deleted') ? PRODUCTION : STAGING;
    return [
      { type: 'delete.start', environment: { id: environment.id, label: environment.label } },
      // Submit is enabled only when the four boxes hold a digit each.
      { type: 'delete.submit', code: CODE },
      { type: 'xstate.done.actor.requestCode', output: codeSent },
      { type: 'xstate.error.actor.requestCode', error: serverError('requestEnvironmentDeletion', 400, REFUSAL) },
      { type: 'xstate.done.actor.resendCode', output: codeSent },
      { type: 'xstate.error.actor.resendCode', error: serverError('requestEnvironmentDeletion', 429, SLOW_DOWN) },
      { type: 'xstate.done.actor.deleteEnvironment', output: { success: true, message: 'Deleted.' } },
      {
        type: 'xstate.error.actor.deleteEnvironment',
        error: serverError('deleteEnvironment', 400, wrongCode(context.wrongCodes)),
      },
    ];
  },
  context: (c: DeleteEnvironmentContext) => [c.wrongCodes, c.error, c.expiresAt === null],
});

const CODE_ROUTE = `POST /api/v1/environments/${STAGING.id}/deletion-code`;
const DELETE_ROUTE = `DELETE /api/v1/environments/${STAGING.id}`;
const ENVS = '/api/v1/1/environments';

/** The card of one environment on the page, found by its title. */
const card = (label: string) =>
  within(page().getByRole('heading', { name: label, level: 2 }).closest('.mantine-Paper-root') as HTMLElement);

describeModel(
  'deleteEnvironment machine, path by path on /settings/general',
  model,
  async (path) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let stagingDeleted = false;
    const api = heldApi(
      {
        ...signedIn(),
        ...PROJECT_ONE,
        [`GET ${ENVS}`]: () => ok(stagingDeleted ? [PRODUCTION, PREVIEW] : [STAGING, PRODUCTION, PREVIEW]),
      },
      [CODE_ROUTE, DELETE_ROUTE],
    );
    let s!: Awaited<ReturnType<typeof renderSignedInScreen>>;
    const dialog = () => within(screen.getByRole('dialog', { name: 'Delete Environment' }));
    const findDialog = async () => within(await screen.findByRole('dialog', { name: 'Delete Environment' }));
    const button = (name: string) => dialog().getByRole<HTMLButtonElement>('button', { name });
    const boxes = () =>
      within(dialog().getByRole('group', { name: 'Deletion code' })).getAllByRole<HTMLInputElement>('textbox');
    /** A code answer that expires ten minutes from now, on the screen's clock. */
    const codeReply = () => ({
      status: 200,
      body: { ...codeSent, data: { expires_at: new Date(Date.now() + TEN_MINUTES).toISOString() } },
    });
    const showsError = ({ error }: DeleteEnvironmentContext) => {
      if (error) expect(dialog().getByRole('alert').textContent).toContain(error);
      else expect(dialog().queryByRole('alert')).toBeNull();
    };
    /** The code boxes, Resend and Submit while no code can be entered (void, expired, or being resent). */
    const boxesClosed = () => {
      for (const box of boxes()) expect(box.disabled).toBe(true);
      expect(button('Submit').disabled).toBe(true);
      expect(button('Cancel').disabled).toBe(false);
    };

    await path.test({
      states: {
        closed: async () => {
          await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
          expect(card(STAGING.label).getByRole('button', { name: 'Delete Environment' })).toBeTruthy();
        },
        confirming: async ({ context }) => {
          const d = await findDialog();
          expect(d.getByText(context.environment!.label, { selector: 'strong' })).toBeTruthy();
          expect(button('Send OTP').disabled).toBe(false);
          expect(button('Cancel').disabled).toBe(false);
          expect(d.queryByRole('group', { name: 'Deletion code' })).toBeNull();
          showsError(context);
        },
        sendingCode: async () => {
          const busy = await (await findDialog()).findByRole<HTMLButtonElement>('button', { name: 'Sending...' });
          expect(busy.getAttribute('aria-busy')).toBe('true');
          expect(button('Cancel').disabled).toBe(false);
        },
        codeEntry: async ({ context }) => {
          const d = await findDialog();
          expect(await d.findByRole('group', { name: 'Deletion code' })).toBeTruthy();
          expect(boxes()).toHaveLength(4);
          showsError(context);
        },
        'codeEntry.waiting': async () => {
          await waitFor(() => expect(boxes()[0]!.disabled).toBe(false));
          for (const box of boxes()) expect(box.disabled).toBe(false);
          expect(button('Resend').disabled).toBe(false);
          expect(button('Cancel').disabled).toBe(false);
          // Submit waits for four digits; a wrong code stays in the boxes to be corrected.
          const complete = boxes().every((box) => /^\d$/.test(box.value));
          expect(button('Submit').disabled).toBe(!complete);
        },
        'codeEntry.deleting': async () => {
          const busy = await dialog().findByRole<HTMLButtonElement>('button', { name: 'Deleting...' });
          expect(busy.getAttribute('aria-busy')).toBe('true');
          for (const box of boxes()) expect(box.disabled).toBe(true);
          expect(button('Resend').disabled).toBe(true);
          expect(button('Cancel').disabled).toBe(true);
          expect(button('Close').disabled).toBe(true);
        },
        'codeEntry.resending': async () => {
          await waitFor(() => expect(button('Resend').disabled).toBe(true));
          boxesClosed();
        },
        'codeEntry.voided': async () => {
          await waitFor(() => expect(button('Resend').disabled).toBe(false));
          boxesClosed();
        },
        'codeEntry.expired': async () => {
          await waitFor(() => expect(button('Resend').disabled).toBe(false));
          boxesClosed();
        },
        deleted: async () => {
          await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
          await waitFor(() => expect(page().queryByRole('heading', { name: STAGING.label, level: 2 })).toBeNull());
          expect(page().getByRole('heading', { name: PRODUCTION.label, level: 2 })).toBeTruthy();
        },
      },
      events: {
        'xstate.init': async () => {
          s = await renderSignedInScreen('/settings/general');
          await page().findByRole('heading', { name: STAGING.label, level: 2 });
        },
        'delete.start': async ({ event }) => {
          const { environment } = event as unknown as { environment: { label: string } };
          await s.user.click(card(environment.label).getByRole('button', { name: 'Delete Environment' }));
        },
        'delete.cancel': async () => s.user.click(button('Cancel')),
        'delete.sendCode': async () => s.user.click(button('Send OTP')),
        'delete.submit': async () => {
          await s.user.click(boxes()[0]!);
          await s.user.keyboard(CODE);
          expect(boxes().map((box) => box.value)).toEqual(CODE.split(''));
          await s.user.click(button('Submit'));
        },
        'delete.resend': async () => s.user.click(button('Resend')),
        'xstate.done.actor.requestCode': async () => {
          await api.settle(CODE_ROUTE, codeReply());
          expect(await screen.findByText(SENT, IN_TOAST)).toBeTruthy();
        },
        'xstate.error.actor.requestCode': async ({ event }) => {
          await api.settle(CODE_ROUTE, replyFor(event));
        },
        'xstate.done.actor.resendCode': async () => {
          await api.settle(CODE_ROUTE, codeReply());
          expect(await screen.findByText(RESENT, IN_TOAST)).toBeTruthy();
        },
        'xstate.error.actor.resendCode': async ({ event }) => {
          await api.settle(CODE_ROUTE, replyFor(event));
        },
        'xstate.done.actor.deleteEnvironment': async ({ event }) => {
          stagingDeleted = true;
          const call = await api.settle(DELETE_ROUTE, replyFor(event));
          expect(call.body).toEqual({ code: CODE });
          expect(await screen.findByText(`Environment ${STAGING.label} deleted`, IN_TOAST)).toBeTruthy();
        },
        'xstate.error.actor.deleteEnvironment': async ({ event }) => {
          const call = await api.settle(DELETE_ROUTE, replyFor(event));
          expect(call.body).toEqual({ code: CODE });
        },
        'xstate.after.codeLifetime.deleteEnvironment.codeEntry.waiting': async () => {
          // Not a moment before the code's ten minutes are up.
          await act(() => vi.advanceTimersByTimeAsync(TEN_MINUTES - 1000));
          expect(dialog().queryByText(CODE_EXPIRED)).toBeNull();
          await act(() => vi.advanceTimersByTimeAsync(1000));
        },
      },
    });
    expect(api.unrouted).toEqual([]);
  },
  { timeout: PATH_TIMEOUT },
);
