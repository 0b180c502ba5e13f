import { api } from '../api/index.ts';
import type { FailureClass } from '../api/runs.ts';

/*
 * The calls of /live-test besides the run itself (which liveRun.ts starts, follows and stops). Each
 * is the `load` of a resource machine or the `save` of a save machine: the screen hands them to
 * useResource and useSave.
 */

/** The test cases to choose from, and the one chosen or run. */
export const loadTestCases = (projectId: number) => api.testCases.listAll(projectId);
export const loadTestCase = (id: number | null) =>
  id === null ? Promise.resolve(null) : api.testCases.get(id).then((r) => r.data);

/** The live stream carries a run's status, not its evidence and attempts: an ended run is read once for them. */
export const loadEndedRun = (id: number | null) =>
  id === null ? Promise.resolve(null) : api.runs.get(id).then((r) => r.data);
export const correctClass = ({ id, value }: { id: number; value: FailureClass }) => api.runs.setClass(id, value);
