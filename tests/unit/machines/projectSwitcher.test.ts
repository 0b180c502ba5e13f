import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../../src/api/errors.ts';
import type { Environment, EnvironmentInput, ProjectSummary } from '../../../src/api/projects.ts';
import { projectSwitcherMachine } from '../../../src/machines/projectSwitcher.ts';
import { deferredActor, effectSpies, serverError } from '../support/deferredActor.ts';

const ALPHA: ProjectSummary = {
  id: 1,
  name: 'Alpha',
  environment_count: 1,
  test_case_count: 3,
  created_at: '2024-01-01T00:00:00Z',
};
const BETA: ProjectSummary = { ...ALPHA, id: 2, name: 'Beta', test_case_count: 0 };
const STAGING: Environment = { id: 11, label: 'Staging', url: 'https://staging.example' };

function start() {
  const list = deferredActor<{ success: true; data: ProjectSummary[] }>();
  const select = deferredActor<{ success: true; data: ProjectSummary }, { projectId: number }>();
  const add = deferredActor<
    { success: true; message: string; data: Environment },
    { projectId: number; environment: EnvironmentInput }
  >();
  const effects = effectSpies();
  const selected: { projectId: number }[] = [];
  let added = 0;
  const actor = createActor(
    projectSwitcherMachine.provide({
      actors: { listProjects: list.logic, selectProject: select.logic, addEnvironment: add.logic },
      actions: {
        ...effects.actions,
        projectSelected: (_, p) => void selected.push(p),
        environmentAdded: () => void (added += 1),
      },
    }),
  ).start();
  const snap = () => actor.getSnapshot();
  const listState = () => (snap().value as { list: string }).list;
  const dialog = () => (snap().value as { environmentDialog: string }).environmentDialog;
  return { actor, list, select, add, effects, selected, added: () => added, snap, listState, dialog };
}

async function ready() {
  const t = start();
  await t.list.resolve({ success: true, data: [ALPHA, BETA] });
  return t;
}

const submitEnvironment = {
  type: 'environment.submit',
  projectId: 2,
  environment: { label: '  Staging ', url: ' https://staging.example  ' },
} as const;

describe('projectSwitcher machine: the list', () => {
  it('starts loading the projects with the dialog closed', () => {
    const t = start();
    expect(t.snap().value).toEqual({ list: 'loading', environmentDialog: 'closed' });
    expect(t.snap().context).toEqual({ projects: [], error: null, environmentError: null });
    expect(t.list.calls).toHaveLength(1);
  });

  it('loading → ready with the projects', async () => {
    const t = start();
    await t.list.resolve({ success: true, data: [ALPHA, BETA] });
    expect(t.listState()).toBe('ready');
    expect(t.snap().context.projects).toEqual([ALPHA, BETA]);
    expect(t.snap().context.error).toBeNull();
  });

  it("loading → failed with the server's message, else 'Failed to fetch projects'", async () => {
    const t = start();
    await t.list.reject(serverError('listProjects', 401, 'Session expired.'));
    expect(t.listState()).toBe('failed');
    expect(t.snap().context.error).toBe('Session expired.');
    expect(t.snap().context.projects).toEqual([]);
    t.actor.send({ type: 'projects.reload' });
    await t.list.reject(new ApiError('listProjects', 500, 'Internal Server Error', { success: false }));
    expect(t.listState()).toBe('failed');
    expect(t.snap().context.error).toBe('Failed to fetch projects');
    t.actor.send({ type: 'projects.reload' });
    await t.list.reject(new Error(''));
    expect(t.snap().context.error).toBe('Failed to fetch projects');
  });

  it("'projects.reload' from failed loads again, and success clears the error", async () => {
    const t = start();
    await t.list.reject(serverError('listProjects', 500, 'Database unavailable.'));
    t.actor.send({ type: 'projects.reload' });
    expect(t.listState()).toBe('loading');
    expect(t.list.calls).toHaveLength(2);
    await t.list.resolve({ success: true, data: [BETA] });
    expect(t.listState()).toBe('ready');
    expect(t.snap().context).toMatchObject({ projects: [BETA], error: null });
  });

  it("'projects.reload' from ready loads the projects again", async () => {
    const t = await ready();
    t.actor.send({ type: 'projects.reload' });
    expect(t.listState()).toBe('loading');
    expect(t.list.calls).toHaveLength(2);
    await t.list.resolve({ success: true, data: [BETA] });
    expect(t.snap().context.projects).toEqual([BETA]);
  });

  it("'projects.reload' while loading starts the load again", async () => {
    const t = start();
    t.actor.send({ type: 'projects.reload' });
    expect(t.listState()).toBe('loading');
    expect(t.list.calls).toHaveLength(2);
    await t.list.resolve({ success: true, data: [ALPHA] });
    expect(t.listState()).toBe('ready');
  });

  it("'projects.reload' while selecting keeps the selection: the server has been asked, and the app learns its answer", async () => {
    const t = await ready();
    t.actor.send({ type: 'project.select', projectId: 2 });
    expect(t.listState()).toBe('selecting');
    t.actor.send({ type: 'projects.reload' });
    expect(t.listState()).toBe('selecting');
    expect(t.list.calls).toHaveLength(1);
    await t.select.resolve({ success: true, data: BETA });
    expect(t.listState()).toBe('ready');
    expect(t.selected).toEqual([{ projectId: 2 }]);
    expect(t.effects.notices).toEqual([{ tone: 'success', message: 'Switched to Beta' }]);
  });
});

describe('projectSwitcher machine: selecting a project', () => {
  it('ready → selecting calls selectProject with the project id', async () => {
    const t = await ready();
    t.actor.send({ type: 'project.select', projectId: 2 });
    expect(t.listState()).toBe('selecting');
    expect(t.select.calls).toEqual([{ projectId: 2 }]);
    // A second choice while the first is under way sends nothing more.
    t.actor.send({ type: 'project.select', projectId: 1 });
    expect(t.select.calls).toHaveLength(1);
  });

  it("success → ready: tells the app the selected project and toasts 'Switched to {name}'", async () => {
    const t = await ready();
    t.actor.send({ type: 'project.select', projectId: 2 });
    await t.select.resolve({ success: true, data: BETA });
    expect(t.listState()).toBe('ready');
    expect(t.selected).toEqual([{ projectId: 2 }]);
    expect(t.effects.notices).toEqual([{ tone: 'success', message: 'Switched to Beta' }]);
    expect(t.snap().context.projects).toEqual([ALPHA, BETA]);
    // And back: each switch reports the project the server selected.
    t.actor.send({ type: 'project.select', projectId: 1 });
    expect(t.select.calls).toEqual([{ projectId: 2 }, { projectId: 1 }]);
    await t.select.resolve({ success: true, data: ALPHA });
    expect(t.selected).toEqual([{ projectId: 2 }, { projectId: 1 }]);
    expect(t.effects.notices.at(-1)).toEqual({ tone: 'success', message: 'Switched to Alpha' });
  });

  it("failure → ready: toasts the server's message, else 'Failed to switch project'", async () => {
    const t = await ready();
    t.actor.send({ type: 'project.select', projectId: 2 });
    await t.select.reject(serverError('selectProject', 404, 'Project not found.'));
    expect(t.listState()).toBe('ready');
    expect(t.effects.notices).toEqual([{ tone: 'error', message: 'Project not found.' }]);
    t.actor.send({ type: 'project.select', projectId: 2 });
    await t.select.reject(new ApiError('selectProject', 500, 'Internal Server Error', { success: false }));
    expect(t.effects.notices.at(-1)).toEqual({ tone: 'error', message: 'Failed to switch project' });
    t.actor.send({ type: 'project.select', projectId: 2 });
    await t.select.reject(new Error(''));
    expect(t.effects.notices.at(-1)).toEqual({ tone: 'error', message: 'Failed to switch project' });
    expect(t.listState()).toBe('ready');
    expect(t.selected).toEqual([]);
    expect(t.snap().context.error).toBeNull();
  });

  it('is taken while the list loads again and after a failed reload: the menu still lists the last projects', async () => {
    const t = await ready();
    t.actor.send({ type: 'projects.reload' });
    t.actor.send({ type: 'project.select', projectId: 2 });
    expect(t.listState()).toBe('selecting');
    expect(t.select.calls).toEqual([{ projectId: 2 }]);
    await t.select.resolve({ success: true, data: BETA });
    t.actor.send({ type: 'projects.reload' });
    await t.list.reject(serverError('listProjects', 500, 'Down.'));
    expect(t.listState()).toBe('failed');
    t.actor.send({ type: 'project.select', projectId: 1 });
    expect(t.listState()).toBe('selecting');
    expect(t.select.calls).toEqual([{ projectId: 2 }, { projectId: 1 }]);
    await t.select.resolve({ success: true, data: ALPHA });
    expect(t.selected).toEqual([{ projectId: 2 }, { projectId: 1 }]);
  });
});

describe('projectSwitcher machine: the Add Environment dialog', () => {
  it('opens and closes', () => {
    const t = start();
    t.actor.send({ type: 'environment.open' });
    expect(t.dialog()).toBe('open');
    t.actor.send({ type: 'environment.close' });
    expect(t.dialog()).toBe('closed');
    expect(t.add.calls).toEqual([]);
  });

  it('does not submit while closed', () => {
    const t = start();
    t.actor.send(submitEnvironment);
    expect(t.dialog()).toBe('closed');
    expect(t.add.calls).toEqual([]);
  });

  it('works whatever the list is doing', async () => {
    const t = start();
    t.actor.send({ type: 'environment.open' });
    expect(t.snap().value).toEqual({ list: 'loading', environmentDialog: 'open' });
    await t.list.resolve({ success: true, data: [ALPHA] });
    expect(t.snap().value).toEqual({ list: 'ready', environmentDialog: 'open' });
  });

  it('submits the trimmed label and url with the project id', () => {
    const t = start();
    t.actor.send({ type: 'environment.open' });
    t.actor.send(submitEnvironment);
    expect(t.dialog()).toBe('saving');
    expect(t.add.calls).toEqual([{ projectId: 2, environment: { label: 'Staging', url: 'https://staging.example' } }]);
    // A second submit while saving sends nothing more.
    t.actor.send(submitEnvironment);
    expect(t.add.calls).toHaveLength(1);
  });

  it("success: tells the app, toasts 'Environment {label} added' and closes", async () => {
    const t = start();
    t.actor.send({ type: 'environment.open' });
    t.actor.send(submitEnvironment);
    await t.add.resolve({ success: true, message: 'Created', data: { ...STAGING, label: 'QA' } });
    expect(t.dialog()).toBe('closed');
    expect(t.added()).toBe(1);
    expect(t.effects.notices).toEqual([{ tone: 'success', message: 'Environment QA added' }]);
    expect(t.snap().context.environmentError).toBeNull();
  });

  it("failure keeps it open with the server's message, else 'Failed to add environment'", async () => {
    const t = start();
    t.actor.send({ type: 'environment.open' });
    t.actor.send(submitEnvironment);
    await t.add.reject(serverError('addEnvironment', 400, 'The url must be absolute.'));
    expect(t.dialog()).toBe('open');
    expect(t.snap().context.environmentError).toBe('The url must be absolute.');
    t.actor.send(submitEnvironment);
    expect(t.snap().context.environmentError).toBeNull();
    await t.add.reject(new ApiError('addEnvironment', 500, 'Internal Server Error', { success: false }));
    expect(t.snap().context.environmentError).toBe('Failed to add environment');
    t.actor.send(submitEnvironment);
    await t.add.reject(new Error(''));
    expect(t.dialog()).toBe('open');
    expect(t.snap().context.environmentError).toBe('Failed to add environment');
    expect(t.added()).toBe(0);
    expect(t.effects.notices).toEqual([]);
    // The list's error is a different one.
    expect(t.snap().context.error).toBeNull();
  });

  it('reopening after a failure clears the error', async () => {
    const t = start();
    t.actor.send({ type: 'environment.open' });
    t.actor.send(submitEnvironment);
    await t.add.reject(serverError('addEnvironment', 400, 'Label taken.'));
    t.actor.send({ type: 'environment.close' });
    expect(t.dialog()).toBe('closed');
    t.actor.send({ type: 'environment.open' });
    expect(t.dialog()).toBe('open');
    expect(t.snap().context.environmentError).toBeNull();
  });
});
