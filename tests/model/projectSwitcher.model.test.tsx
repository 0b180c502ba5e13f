import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { projectSwitcherMachine, type ProjectSwitcherContext } from '../../src/machines/projectSwitcher.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { failure, field, IN_TOAST, meOk, renderSignedInScreen } from '../unit/support/renderScreen.tsx';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel, type GeneratedPath } from './support/model.ts';
import { BLOG, settleAll, SHOP } from './support/shellApi.ts';
import { fillIn } from '../unit/support/fillIn.ts';

/**
 * The project switcher of the app header on /support: the menu (which asks for the projects on
 * every opening), switching project, and the 'Add Environment +' dialog.
 */
const QA = { id: 13, label: 'QA', url: 'https://qa.shop.example' };

const model = machineModel('projectSwitcher', projectSwitcherMachine, {
  events: [
    { type: 'xstate.done.actor.listProjects', output: { success: true, data: [SHOP, BLOG] } },
    { type: 'xstate.error.actor.listProjects', error: serverError('listProjects', 500, 'Projects are unavailable.') },
    { type: 'project.select', projectId: BLOG.id },
    { type: 'xstate.done.actor.selectProject', output: { success: true, data: BLOG } },
    { type: 'xstate.error.actor.selectProject', error: serverError('selectProject', 404, 'Project not found.') },
    { type: 'environment.submit', projectId: SHOP.id, environment: { label: ' QA ', url: 'https://qa.shop.example ' } },
    { type: 'xstate.done.actor.addEnvironment', output: { success: true, message: 'Environment added.', data: QA } },
    {
      type: 'xstate.error.actor.addEnvironment',
      error: serverError('addEnvironment', 400, 'An environment labelled QA already exists.'),
    },
  ],
  // Whether the menu lists projects (and so has a current one), and the two errors shown.
  context: (c: ProjectSwitcherContext) => [c.projects.length > 0, c.error, c.environmentError],
  filterEvents: (s, e) => {
    const dialogClosed = s.matches({ environmentDialog: 'closed' });
    const listsProjects = (s.context as ProjectSwitcherContext).projects.length > 0;
    // The dialog is modal: the header's switcher is out of reach while it is open.
    if (e.type === 'projects.reload') return dialogClosed;
    // A project is chosen from the listed ones, and the first load lists none until it answers.
    if (e.type === 'project.select') return dialogClosed && listsProjects;
    // 'Add Environment +' is disabled until the list holds the current project.
    if (e.type === 'environment.open') return listsProjects;
    return true;
  },
});

type ModelStep = GeneratedPath['steps'][number];

const LIST = 'GET /api/v1/projects';
const SELECT = 'PUT /api/v1/current-project';
const addTo = (projectId: number) => `POST /api/v1/${projectId}/environments`;

describeModel('projectSwitcher machine, path by path in the app header on /support', model, async (path) => {
  sessionStorage.setItem('token', 'tok-1');
  const api = heldApi({ 'GET /api/v1/me': meOk }, [LIST, SELECT, addTo(SHOP.id), addTo(BLOG.id)]);
  let s!: Awaited<ReturnType<typeof renderSignedInScreen>>;
  let current = SHOP;
  let asked = 0;

  const switcher = () => screen.getByRole('button', { name: /^Switch project/ });
  const menu = () => screen.queryByRole('menu');
  const dialog = () => screen.findByRole('dialog', { name: /^Add an environment to / });
  /** The list's state (loading, ready, failed, selecting) where a step starts. */
  const listState = (step: ModelStep) => (path.stateBefore(step).value as { list: string }).list;
  const projectItems = () =>
    within(menu()!)
      .queryAllByRole('menuitem')
      .filter((i) => !['Add project', 'Add Environment +'].includes(i.textContent ?? ''));
  /** The switcher's own line when the menu is closed: the current project, once the list has it. */
  const showsCurrent = async (context: ProjectSwitcherContext) => {
    const name = context.projects.length > 0 ? current.name : 'Choose a project';
    await waitFor(() => expect(switcher().textContent).toBe(`Project ${name}`));
  };

  /**
   * Opens the menu for a choice in it. Opening asks for the projects again (except while a
   * switch is under way); the server answers at once as it last did, so the list is where the
   * model has it when the choice is made.
   */
  const openMenu = async (step: ModelStep) => {
    if (menu()) return;
    await s.user.click(switcher());
    await screen.findByRole('menu');
    const list = listState(step);
    const { projects, error } = path.stateBefore(step).context as ProjectSwitcherContext;
    if (list === 'ready') await settleAll(api, LIST, { status: 200, body: { success: true, data: projects } });
    if (list === 'failed') await settleAll(api, LIST, failure(500, error!));
    if (list !== 'selecting') asked += 1;
    await waitFor(() => expect(within(menu()!).queryByText('Loading projects…') === null).toBe(list !== 'loading'));
  };

  await path.test({
    states: {
      'list.loading': async ({ context }) => {
        expect(api.to('GET', '/api/v1/projects')).toHaveLength(asked);
        expect(api.pending(LIST)).toBeGreaterThan(0);
        if (menu()) {
          expect(within(menu()!).getByRole('status').textContent).toBe('Loading projects…');
          expect(within(menu()!).queryByText(/^No project matches/)).toBeNull();
          if (context.error) expect(within(menu()!).getByRole('alert').textContent).toBe(`Error: ${context.error}`);
          for (const item of projectItems()) expect(item.hasAttribute('disabled')).toBe(false);
        } else await showsCurrent(context);
      },
      'list.ready': async ({ context }) => {
        expect(api.to('GET', '/api/v1/projects')).toHaveLength(asked);
        expect(api.pending(LIST)).toBe(0);
        if (menu()) {
          expect(within(menu()!).queryByRole('status')).toBeNull();
          expect(within(menu()!).queryByRole('alert')).toBeNull();
          expect(projectItems().map((i) => i.textContent)).toEqual(['Shop', 'Blog']);
          for (const item of projectItems()) expect(item.hasAttribute('disabled')).toBe(false);
        } else await showsCurrent(context);
      },
      'list.failed': async ({ context }) => {
        expect(api.pending(LIST)).toBe(0);
        if (menu()) {
          expect(within(menu()!).getByRole('alert').textContent).toBe(`Error: ${context.error}`);
          expect(within(menu()!).queryByRole('status')).toBeNull();
        } else await showsCurrent(context);
      },
      'list.selecting': async () => {
        await waitFor(() => expect(switcher().textContent).toBe('Project Switching…'));
        expect(api.pending(SELECT)).toBe(1);
        expect(api.to('GET', '/api/v1/projects')).toHaveLength(asked);
        if (menu()) for (const item of projectItems()) expect(item.hasAttribute('disabled')).toBe(true);
      },
      'environmentDialog.closed': async () => {
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      },
      'environmentDialog.open': async ({ context }) => {
        const d = await screen.findByRole('dialog', { name: `Add an environment to ${current.name}` });
        const add = within(d).getByRole('button', { name: 'Add environment' });
        expect(add.getAttribute('aria-busy')).toBeNull();
        if (context.environmentError)
          expect((await within(d).findByRole('alert')).textContent).toBe(context.environmentError);
        else expect(within(d).queryByRole('alert')).toBeNull();
      },
      'environmentDialog.saving': async () => {
        const adding = within(await dialog()).getByRole('button', { name: 'Adding...' }) as HTMLButtonElement;
        expect(adding.disabled).toBe(true);
        expect(api.pending(addTo(current.id))).toBe(1);
      },
    },
    events: {
      'xstate.init': async () => {
        s = await renderSignedInScreen('/support');
        asked = 1;
      },
      // Opening the menu asks again; when it is already open, it is closed and opened again.
      'projects.reload': async (step) => {
        if (menu()) {
          await s.user.click(switcher());
          await waitFor(() => expect(menu()).toBeNull());
        }
        await s.user.click(switcher());
        await screen.findByRole('menu');
        if (listState(step) !== 'selecting') asked += 1;
      },
      'xstate.done.actor.listProjects': async ({ event }) => {
        await settleAll(api, LIST, replyFor(event));
      },
      'xstate.error.actor.listProjects': async ({ event }) => {
        await settleAll(api, LIST, replyFor(event));
      },
      'project.select': async (step) => {
        await openMenu(step);
        await s.user.click(within(menu()!).getByRole('menuitem', { name: BLOG.name }));
      },
      'xstate.done.actor.selectProject': async ({ event }) => {
        const call = await api.settle(SELECT, replyFor(event));
        expect(call.body).toEqual({ project_id: BLOG.id });
        expect(await screen.findByText('Switched to Blog', IN_TOAST)).toBeTruthy();
        current = BLOG;
      },
      'xstate.error.actor.selectProject': async ({ event }) => {
        await api.settle(SELECT, replyFor(event));
        expect(await screen.findByText('Project not found.', IN_TOAST)).toBeTruthy();
      },
      'environment.open': async (step) => {
        await openMenu(step);
        await s.user.click(within(menu()!).getByRole('menuitem', { name: 'Add Environment +' }));
      },
      'environment.close': async () => s.user.click(within(await dialog()).getByRole('button', { name: 'Cancel' })),
      'environment.submit': async () => {
        const d = await dialog();
        await s.user.clear(field('Label'));
        await fillIn(s.user, field('Label'), ' QA ');
        await s.user.clear(field('URL'));
        await fillIn(s.user, field('URL'), 'https://qa.shop.example ');
        await s.user.click(within(d).getByRole('button', { name: 'Add environment' }));
      },
      'xstate.done.actor.addEnvironment': async ({ event }) => {
        const call = await api.settle(addTo(current.id), replyFor(event));
        expect(call.body).toEqual({ label: 'QA', url: 'https://qa.shop.example' });
        expect(await screen.findByText('Environment QA added', IN_TOAST)).toBeTruthy();
      },
      'xstate.error.actor.addEnvironment': async ({ event }) => {
        await api.settle(addTo(current.id), replyFor(event));
      },
    },
  });
  expect(api.unrouted).toEqual([]);
});
