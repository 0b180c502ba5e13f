import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import {
  LINK_COPIED,
  LINK_COPY_FAILED,
  TEST_CASE_DELETED,
  testCaseActionsMachine,
  testCaseLink,
} from '../../src/machines/testCaseActions.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { IN_TOAST, page, renderSignedInScreen } from '../unit/support/renderScreen.tsx';
import { signedIn } from './support/appScreens.ts';
import { CHECKOUT, ENVIRONMENTS, listOf, SIGN_IN } from './support/appTestCases.ts';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel } from './support/model.ts';

const DENIED = new DOMException('Write permission denied.', 'NotAllowedError');

const model = machineModel('testCaseActions', testCaseActionsMachine, {
  input: { origin: window.location.origin },
  events: [
    { type: 'delete.request', testCase: { id: CHECKOUT.id, title: CHECKOUT.title } },
    { type: 'link.copy', testCaseId: SIGN_IN.id },
    { type: 'xstate.done.actor.deleteTestCase', output: { success: true, message: 'Test case deleted.' } },
    {
      type: 'xstate.error.actor.deleteTestCase',
      error: serverError('deleteTestCase', 409, 'This test case is running.'),
    },
    { type: 'xstate.done.actor.writeClipboard', output: undefined },
    { type: 'xstate.error.actor.writeClipboard', error: DENIED },
  ],
  context: (c: { error: string | null }) => c.error,
  // While the delete dialog is open, its modal overlay covers the list and its row menus.
  filterEvents: (s, e) => !(e.type === 'link.copy' && !s.matches({ deletion: 'idle' })),
});

const DELETE = `DELETE /api/v1/test-cases/${CHECKOUT.id}`;
const DIALOG = `Delete ${CHECKOUT.title}?`;

/** navigator.clipboard.writeText, held until the test settles it. */
function heldClipboard() {
  const writes: { text: string; settle: (error?: unknown) => void }[] = [];
  const spy = vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(
    (text) =>
      new Promise<void>((resolve, reject) => {
        writes.push({ text, settle: (error) => (error ? reject(error) : resolve()) });
      }),
  );
  return {
    spy,
    pending: () => writes.length,
    async settle(error?: unknown) {
      await waitFor(() => expect(writes).toHaveLength(1));
      const write = writes.shift()!;
      await act(async () => {
        write.settle(error);
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      return write.text;
    },
  };
}

describeModel('testCaseActions machine, path by path on /test-cases', model, async (path) => {
  let checkoutDeleted = false;
  const api = heldApi(
    {
      ...signedIn(),
      'GET /api/v1/1/environments': ENVIRONMENTS,
      'GET /api/v1/test-cases': () => (checkoutDeleted ? listOf(SIGN_IN) : listOf(SIGN_IN, CHECKOUT)),
    },
    [DELETE],
  );
  const clipboard = heldClipboard();
  let s!: Awaited<ReturnType<typeof renderSignedInScreen>>;
  const dialog = async () => within(await screen.findByRole('dialog', { name: DIALOG }));
  const openMenu = async (title: string) =>
    s.user.click(await page().findByRole('button', { name: `Actions for ${title}` }));
  const listLoads = () => api.to('GET', '/api/v1/test-cases').length;

  await path.test({
    states: {
      'deletion.idle': async () => {
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(await page().findByRole('button', { name: `Actions for ${SIGN_IN.title}` })).toBeTruthy();
      },
      'deletion.confirming': async ({ context }) => {
        const d = await dialog();
        const remove = d.getByRole<HTMLButtonElement>('button', { name: 'Delete' });
        expect(remove.disabled).toBe(false);
        expect(d.getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(false);
        if (context.error) expect((await d.findByRole('alert')).textContent).toBe(context.error);
        else expect(d.queryByRole('alert')).toBeNull();
      },
      'deletion.deleting': async () => {
        const d = await dialog();
        const busy = await d.findByRole<HTMLButtonElement>('button', { name: 'Deleting...' });
        expect(busy.getAttribute('aria-busy')).toBe('true');
        expect(d.getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
        expect(d.queryByRole('alert')).toBeNull();
      },
      // The clipboard is the browser's: what the screen asked of it is what these states show.
      'link.idle': () => expect(clipboard.pending()).toBe(0),
      'link.copying': async () => {
        await waitFor(() => expect(clipboard.pending()).toBe(1));
        expect(screen.queryByText(LINK_COPIED, IN_TOAST)).toBeNull();
      },
    },
    events: {
      'xstate.init': async () => {
        s = await renderSignedInScreen('/test-cases');
        await page().findByRole('button', { name: new RegExp(`^${CHECKOUT.title}`) });
      },
      'delete.request': async () => {
        await openMenu(CHECKOUT.title);
        await s.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      },
      'delete.confirm': async () => s.user.click((await dialog()).getByRole('button', { name: 'Delete' })),
      'delete.cancel': async () => {
        await s.user.click((await dialog()).getByRole('button', { name: 'Cancel' }));
        expect(api.pending(DELETE)).toBe(0);
      },
      'link.copy': async () => {
        await openMenu(SIGN_IN.title);
        await s.user.click(await screen.findByRole('menuitem', { name: 'Copy Link' }));
      },
      'xstate.done.actor.deleteTestCase': async ({ event }) => {
        const loads = listLoads();
        checkoutDeleted = true;
        await api.settle(DELETE, replyFor(event));
        expect(await screen.findByText(TEST_CASE_DELETED, IN_TOAST)).toBeTruthy();
        // The list loads again, without the deleted test case.
        await waitFor(() => expect(listLoads()).toBeGreaterThan(loads));
        await waitFor(() =>
          expect(page().queryByRole('button', { name: new RegExp(`^${CHECKOUT.title}`) })).toBeNull(),
        );
      },
      'xstate.error.actor.deleteTestCase': async ({ event }) => {
        const loads = listLoads();
        await api.settle(DELETE, replyFor(event));
        expect(listLoads()).toBe(loads);
        expect(page().getByRole('button', { name: new RegExp(`^${CHECKOUT.title}`) })).toBeTruthy();
      },
      'xstate.done.actor.writeClipboard': async () => {
        expect(await clipboard.settle()).toBe(testCaseLink(window.location.origin, SIGN_IN.id));
        expect(await screen.findByText(LINK_COPIED, IN_TOAST)).toBeTruthy();
      },
      'xstate.error.actor.writeClipboard': async ({ event }) => {
        const { error } = event as unknown as { error: unknown };
        expect(await clipboard.settle(error)).toBe(testCaseLink(window.location.origin, SIGN_IN.id));
        expect(await screen.findByText(LINK_COPY_FAILED, IN_TOAST)).toBeTruthy();
        expect(screen.queryByText(LINK_COPIED, IN_TOAST)).toBeNull();
      },
    },
  });
  expect(api.unrouted).toEqual([]);
});
