import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { saveMachine } from '../../src/machines/save.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { field, IN_TOAST, page, renderSignedInScreen } from '../unit/support/renderScreen.tsx';
import { ok, signedIn } from './support/appScreens.ts';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel } from './support/model.ts';
import { fillIn } from '../unit/support/fillIn.ts';

/**
 * The save machine through the API key form of /settings/integrations: 'Create key' submits, the
 * new key shows once, and 'I have copied it' is the screen's `save.reset`.
 */
const KEY = { id: 5, name: 'CI on main', prefix: 'tp_4f2a', created_at: '2026-11-03T00:00:00Z', last_used_at: null };
const WHOLE = 'tp_4f2a9c81d07e4b5fa3c2e1d0b9a8f7e6';
const created = { success: true, message: 'API key created.', data: { ...KEY, key: WHOLE } };

const model = machineModel('save', saveMachine, {
  input: { success: 'API key created' },
  events: [
    { type: 'save.submit', input: 'CI on main' },
    { type: 'xstate.done.actor.save', output: created },
    { type: 'xstate.error.actor.save', error: serverError('createApiKey', 409, 'A key named CI on main exists.') },
  ],
  // Whether a new key is on screen (only then does the page offer 'I have copied it'), and the error shown.
  context: (c: { result: unknown; error: string | null }) => [c.result !== null, c.error],
  filterEvents: (s, e) => !(e.type === 'save.reset' && s.context.result === null),
});

const CREATE = 'POST /api/v1/api-keys';

describeModel('save machine, path by path on the API key form of /settings/integrations', model, async (path) => {
  let keys: unknown[] = [];
  const api = heldApi({ ...signedIn(), 'GET /api/v1/api-keys': () => ok(keys), 'GET /api/v1/integrations': ok([]) }, [
    CREATE,
  ]);
  let s!: Awaited<ReturnType<typeof renderSignedInScreen>>;
  const button = (name: string) => page().findByRole('button', { name });
  await path.test({
    states: {
      idle: async ({ context }) => {
        const create = (await button('Create key')) as HTMLButtonElement;
        expect(create.getAttribute('aria-busy')).toBeNull();
        expect(page().queryByRole('button', { name: 'Creating...' })).toBeNull();
        if (context.result) {
          expect(await page().findByText('Your new key “CI on main”')).toBeTruthy();
          expect(page().getByText(WHOLE)).toBeTruthy();
          expect(page().getByRole('button', { name: 'I have copied it' })).toBeTruthy();
        } else {
          expect(page().queryByText(WHOLE)).toBeNull();
          expect(page().queryByRole('button', { name: 'I have copied it' })).toBeNull();
        }
        if (context.error) expect(await page().findByText(context.error)).toBeTruthy();
        else expect(field('Key name').getAttribute('aria-invalid')).not.toBe('true');
      },
      saving: async () => {
        const busy = (await button('Creating...')) as HTMLButtonElement;
        expect(busy.disabled).toBe(true);
        expect(busy.getAttribute('aria-busy')).toBe('true');
        expect(api.pending(CREATE)).toBe(1);
      },
    },
    events: {
      'xstate.init': async () => {
        s = await renderSignedInScreen('/settings/integrations');
        expect(await page().findByText('No API keys yet.')).toBeTruthy();
      },
      'save.submit': async ({ event }) => {
        await s.user.clear(field('Key name'));
        await fillIn(s.user, field('Key name'), (event as unknown as { input: string }).input);
        await s.user.click(await button('Create key'));
      },
      'save.reset': async () => s.user.click(await button('I have copied it')),
      'xstate.done.actor.save': async ({ event }) => {
        keys = [KEY];
        const call = await api.settle(CREATE, replyFor(event));
        expect(call.body).toEqual({ name: 'CI on main' });
        expect(await screen.findByText('API key created', IN_TOAST)).toBeTruthy();
        // The page reloads what the save changed: the list now has the key.
        expect(await page().findByText('tp_4f2a…')).toBeTruthy();
      },
      'xstate.error.actor.save': async ({ event }) => {
        await api.settle(CREATE, replyFor(event));
        expect(await screen.findByText('A key named CI on main exists.', IN_TOAST)).toBeTruthy();
        await waitFor(() => expect(field('Key name').getAttribute('aria-invalid')).toBe('true'));
      },
    },
  });
  expect(api.unrouted).toEqual([]);
});
