/**
 * What a model path covers of its machine: the states it enters and the transitions it takes,
 * recorded by replaying its events through the machine with an actor scope that reports every
 * microstep (eventless and delayed transitions included). Passing paths' coverage is written to
 * reports/model-coverage-raw/ for `npm run test:model` (scripts/modelCoverage.ts) to total.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createEmptyActor, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import type { Step } from 'xstate/graph';
import { transitionId, type TransitionLike } from './inventory.ts';

type Snapshot = AnyMachineSnapshot;
type StateNode = AnyStateMachine['root'];
export type Steps = Step<Snapshot, EventObject>[];

export interface Covered {
  states: Set<string>;
  transitions: Set<string>;
}

export const emptyCoverage = (): Covered => ({ states: new Set(), transitions: new Set() });

/** Where the model suites leave what they covered, one file per suite and machine. */
export const rawCoverageDir = path.resolve('reports/model-coverage-raw');

/**
 * An actor scope like xstate/graph's own (no effects run, no actor starts), which also records each
 * microstep's states and transitions into `covered`. Typed loosely: xstate does not export ActorScope.
 */
export function recordingScope(covered: Covered): never {
  const empty = createEmptyActor();
  const record = (event: { type: string; snapshot?: Snapshot; _transitions?: TransitionLike[] }) => {
    if (event.type !== '@xstate.microstep') return;
    event.snapshot?._nodes.forEach((node: StateNode) => addNode(covered, node));
    for (const t of event._transitions ?? []) {
      covered.transitions.add(transitionId(t));
      addNode(covered, t.source);
    }
  };
  const system = new Proxy(empty.system, {
    get: (target, key, receiver) =>
      key === '_sendInspectionEvent' ? record : (Reflect.get(target, key, receiver) as unknown),
  });
  const scope = {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: 'model',
    defer: () => {},
    system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
  return scope as never;
}

/** A state node and its ancestors, the root (always active) left out. */
function addNode(covered: Covered, node: StateNode | undefined) {
  for (let n = node; n?.parent; n = n.parent) covered.states.add(n.id);
}

/** Adds to `into` the states entered and transitions taken along `steps` (the first being `xstate.init`). */
export function addCoverage(machine: AnyStateMachine, steps: Steps, input: unknown, into: Covered): Covered {
  const scope = recordingScope(into);
  (machine.getInitialSnapshot(scope, input) as Snapshot)._nodes.forEach((node: StateNode) => addNode(into, node));
  steps.slice(1).forEach((step, i) => {
    const next = machine.transition(steps[i]!.state, step.event, scope) as Snapshot;
    next._nodes.forEach((node: StateNode) => addNode(into, node));
  });
  return into;
}

/** Writes what a suite's passing paths covered of machine `name`. */
export function writeRawCoverage(name: string, covered: Covered) {
  if (!covered.states.size && !covered.transitions.size) return;
  fs.mkdirSync(rawCoverageDir, { recursive: true });
  fs.writeFileSync(
    path.join(rawCoverageDir, `${name}-${process.pid}-${Date.now()}.json`),
    JSON.stringify({ machine: name, states: [...covered.states], transitions: [...covered.transitions] }),
  );
}
