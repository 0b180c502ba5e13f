import { settle, type HttpClient } from './client.ts';
import { openRunStream, type RunStreamSignal } from './runStream.ts';
import type { components } from './schema.d.ts';

export type RunInput = components['schemas']['RunInput'];
export type RunDetail = components['schemas']['RunDetail'];
export type RunStep = components['schemas']['RunStep'];
export type RunStatus = components['schemas']['RunStatus'];
export type FailureClass = components['schemas']['FailureClass'];
export type RunAttempt = components['schemas']['RunAttempt'];
export type Suite = components['schemas']['Suite'];

/** Starting, following and stopping runs. */
export function runsApi(client: HttpClient) {
  const path = (id: number) => ({ params: { path: { id } } });
  return {
    start: (body: RunInput) => settle('createRuns', () => client.POST('/runs', { body })),
    get: (id: number) => settle('getRun', () => client.GET('/runs/{id}', path(id))),
    stop: (id: number) => settle('stopRun', () => client.POST('/runs/{id}/stop', path(id))),
    /** Follows a run live; returns the function that closes the stream. */
    events: (id: number, lastEventId: string | null, report: (signal: RunStreamSignal) => void) =>
      openRunStream(client, id, lastEventId, report),
    rerun: (id: number) => settle('rerunRun', () => client.POST('/runs/{id}/rerun', path(id))),
    /** Corrects a run's failure class; the rules' answer is kept beside it. */
    setClass: (id: number, failureClass: FailureClass) =>
      settle('setRunClass', () =>
        client.PATCH('/runs/{id}/class', { ...path(id), body: { failure_class: failureClass } }),
      ),
    suite: (id: number) => settle('getSuite', () => client.GET('/suites/{id}', path(id))),
    stopAll: (projectId: number) =>
      settle('stopAllRuns', () => client.POST('/runs/stop', { params: { query: { project_id: projectId } } })),
  };
}

/** Whether a run is still waiting or under way. */
export const runActive = (status: RunStatus) => status === 'queued' || status === 'running';
