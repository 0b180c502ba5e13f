/**
 * Model-based tests generated from a machine with xstate/graph: the paths that together reach every
 * state, take every transition and send every event case, each run against the rendered screen, and
 * a record of what the passing paths covered for `npm run test:model`.
 */
import {
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import {
  type AdjacencyMap,
  getAdjacencyMap,
  getShortestPaths,
  TestModel,
  type StatePath,
  type Step,
} from 'xstate/graph';
import { addCoverage, emptyCoverage, recordingScope, writeRawCoverage, type Covered } from './coverage.ts';
import { inventoryOf } from './inventory.ts';

type Snapshot = AnyMachineSnapshot;
type StateNode = AnyStateMachine['root'];
type ModelPath = StatePath<Snapshot, EventObject>;
type ModelStep = Step<Snapshot, EventObject>;
/** An event with its payload: `values`, `output`, `error` and so on. */
export type ModelEvent = EventObject & Record<string, unknown>;

export interface ModelConfig {
  /**
   * Payload cases per event type (several cases of one type are all tried); an event type without a
   * case is sent as `{ type }`. Invoked actors settle through `xstate.done.actor.<id>` (with
   * `output`) and `xstate.error.actor.<id>` (with `error`); delays through `xstate.after.…` events.
   */
  events?: ModelEvent[] | ((snapshot: Snapshot) => ModelEvent[]);
  /** What of the context tells two states apart; by default only the state value does. */
  context?: (context: Snapshot['context']) => unknown;
  /** False for an event the screen gives no way to send in that state. */
  filterEvents?: (snapshot: Snapshot, event: EventObject) => boolean;
  input?: unknown;
}

/** Executes one step's event on the screen: a user action, or settling a pending server call. */
export type EventExecutor = (step: ModelStep) => Promise<unknown> | void;

export interface ScreenBindings {
  /**
   * Assertions on what the screen shows, keyed by a state's dotted path from the root
   * (`activation.idle`; `''` is the root); every key matching an active state runs, and every
   * active atomic state must be matched by at least one key.
   */
  states: Record<string, (snapshot: Snapshot) => Promise<void> | void>;
  /** One executor per event type of the paths, `xstate.init` (render the screen) included. */
  events: Record<string, EventExecutor>;
}

export interface GeneratedPath {
  description: string;
  /** The path's steps, `xstate.init` first: each holds its event and the state after it. */
  steps: ModelStep[];
  /** The model's state before `step`: where the user acts from. */
  stateBefore: (step: ModelStep) => Snapshot;
  /** The event after `step`, if any: the outcome an action must bring about (a refusal, say). */
  eventAfter: (step: ModelStep) => EventObject | undefined;
  test: (screen: ScreenBindings) => Promise<void>;
}

export interface MachineModel {
  /** Generated paths that together reach every reachable state, transition and event case. */
  paths: GeneratedPath[];
  /** States and transitions of the machine that no generated path reaches (should be none). */
  unreachable: { states: string[]; transitions: string[] };
  /** Writes what the passing paths covered, for `npm run test:model`. */
  writeCoverage: () => void;
}

/**
 * Builds the test model of `machine` (`TestModel` directly, since every flow here invokes actors
 * or waits, which `createTestModel` refuses) and generates its covering paths.
 */
export function machineModel(name: string, machine: AnyStateMachine, config: ModelConfig = {}): MachineModel {
  const serializeState = (snapshot: Snapshot) =>
    JSON.stringify({ value: snapshot.value, context: config.context?.(snapshot.context), status: snapshot.status });
  const options = {
    serializeState,
    serializeEvent: (event: EventObject) => JSON.stringify(event),
    events: (snapshot: Snapshot) => eventCases(snapshot, config),
    filterEvents: config.filterEvents,
    input: config.input,
  };
  const model = new TestModel<Snapshot, EventObject, unknown>(machine, {
    ...options,
    stateMatcher: (snapshot, key) =>
      key === '' || snapshot._nodes.some((node: StateNode) => node.path.join('.') === key),
    logger: { log: () => {}, error: () => {} },
  });

  // Each path's snapshots are replayed from the start along its own events: the graph keeps one snapshot
  // per serialized state, whose unserialized context may come from another path.
  const replay = (events: EventObject[]): ModelPath => {
    const scope = recordingScope(emptyCoverage());
    let state = machine.getInitialSnapshot(scope, config.input) as Snapshot;
    const steps: ModelStep[] = [{ event: { type: 'xstate.init' }, state }];
    for (const event of events) {
      state = machine.transition(state, event, scope) as Snapshot;
      steps.push({ event, state });
    }
    return { state, steps, weight: events.length };
  };

  // The shortest path to every state, then, greedily, one step beyond it for each transition not yet
  // taken, state not yet reached, or event case not yet sent.
  const adjacency: AdjacencyMap<Snapshot, EventObject> = getAdjacencyMap(machine, options);
  const shortest = new Map(getShortestPaths(machine, options).map((p) => [serializeState(p.state), p]));
  const candidates = Object.entries(adjacency).flatMap(([key, { transitions }]) =>
    (Object.values(transitions) as { event: EventObject }[]).map(({ event }) => ({ from: shortest.get(key)!, event })),
  );
  candidates.sort((a, b) => a.from.weight - b.from.weight);
  const planned = addCoverage(machine, [], config.input, emptyCoverage());
  const casesSent = new Set<string>();
  const chosen: ModelPath[] = [];
  for (const { from, event } of candidates) {
    const candidate = replay([...from.steps.slice(1).map((s) => s.event), event]);
    const gain = addCoverage(machine, candidate.steps, config.input, emptyCoverage());
    // A case counts when it takes a transition: an event its state ignores is not something the screen offers.
    const taken = emptyCoverage();
    machine.transition(candidate.steps.at(-2)!.state, event, recordingScope(taken));
    const newCase = taken.transitions.size > 0 && !casesSent.has(JSON.stringify(event));
    if (!newCase && !adds(gain, planned)) continue;
    merge(planned, gain);
    candidate.steps.slice(1).forEach((s) => casesSent.add(JSON.stringify(s.event)));
    chosen.push(candidate);
  }
  // A machine that takes no event where it starts (it ends while starting) still gets its one path: the start.
  if (!chosen.length) chosen.push(replay([]));

  const casesPerType = new Map<string, Set<string>>();
  for (const { event } of candidates) {
    const cases = casesPerType.get(event.type) ?? new Set<string>();
    casesPerType.set(event.type, cases.add(JSON.stringify(event)));
  }
  const inventory = inventoryOf(machine);
  const stateKeys = new Set(['', ...inventory.states.map((id) => machine.getStateNodeById(id).path.join('.'))]);
  const covered = emptyCoverage();

  return {
    unreachable: {
      states: inventory.states.filter((s) => !planned.states.has(s)),
      transitions: inventory.transitions.filter((t) => !planned.transitions.has(t)),
    },
    paths: withoutPrefixes(chosen).map((p) => ({
      description: describePath(p, casesPerType),
      steps: p.steps,
      stateBefore: (step) => p.steps[p.steps.indexOf(step) - 1]?.state ?? step.state,
      eventAfter: (step) => p.steps[p.steps.indexOf(step) + 1]?.event,
      test: async (screen) => {
        checkBindings(p, screen, stateKeys);
        await model.testPath(p, screen);
        addCoverage(machine, p.steps, config.input, covered);
      },
    })),
    writeCoverage: () => writeRawCoverage(name, covered),
  };
}

/** The cases of every event the snapshot's states handle (internal `done.state` events left out). */
function eventCases(snapshot: Snapshot, config: ModelConfig): EventObject[] {
  const cases = typeof config.events === 'function' ? config.events(snapshot) : (config.events ?? []);
  return ownEventTypes(snapshot)
    .filter((type) => !type.startsWith('xstate.done.state.') && type !== '*')
    .flatMap((type) => {
      const matching = cases.filter((e) => e.type === type);
      return matching.length ? matching : [{ type }];
    });
}

function adds(gain: Covered, planned: Covered): boolean {
  return (
    [...gain.states].some((s) => !planned.states.has(s)) ||
    [...gain.transitions].some((t) => !planned.transitions.has(t))
  );
}

function merge(into: Covered, from: Covered) {
  from.states.forEach((s) => into.states.add(s));
  from.transitions.forEach((t) => into.transitions.add(t));
}

/** Drops each path whose events begin another path: the longer one runs them all. */
function withoutPrefixes(paths: ModelPath[]): ModelPath[] {
  const signature = (p: ModelPath) => p.steps.map((s) => JSON.stringify(s.event));
  return paths.filter((p, i) => {
    const mine = signature(p);
    return !paths.some((other, j) => {
      if (j === i) return false;
      const theirs = signature(other);
      if (theirs.length < mine.length || (theirs.length === mine.length && j > i)) return false;
      return mine.every((e, k) => e === theirs[k]);
    });
  });
}

/** An event as a path's title shows it: a failure with its status, a payload when it has several cases. */
function eventLabel(event: EventObject, casesPerType: Map<string, Set<string>>): string {
  const type = event.type
    .replace(/^xstate\.(done|error)\.actor\./, '$1:')
    .replace(/^xstate\.after\.(\w+)\..*/, 'after:$1');
  const error = (event as { error?: { status?: number } }).error;
  if (error && typeof error.status === 'number') return `${type} ${error.status}`;
  if ((casesPerType.get(event.type)?.size ?? 0) < 2) return type;
  const { type: _, ...payload } = event as ModelEvent;
  return `${type} ${JSON.stringify(payload).slice(0, 60)}`;
}

function describePath(p: ModelPath, casesPerType: Map<string, Set<string>>): string {
  const events = p.steps.slice(1).map((s) => eventLabel(s.event, casesPerType));
  return `${JSON.stringify(p.state.value)} via ${events.join(' → ') || 'start'}`;
}

/**
 * Fails a path up front when a state key names no state, a state it reaches has no assertion, or
 * an event it sends has no executor.
 */
function checkBindings(p: ModelPath, screen: ScreenBindings, stateKeys: Set<string>) {
  const keys = Object.keys(screen.states);
  const unknown = keys.filter((key) => !stateKeys.has(key));
  if (unknown.length) throw new Error(`No such state: ${unknown.join(', ')}`);
  for (const step of p.steps) {
    if (!screen.events[step.event.type]) throw new Error(`No executor for the event ${step.event.type}`);
    for (const node of step.state._nodes as StateNode[]) {
      if (node.type !== 'atomic' && node.type !== 'final') continue;
      const asserted = keys.some((key) => {
        for (let n: StateNode | undefined = node; n?.parent; n = n.parent) if (n.path.join('.') === key) return true;
        return false;
      });
      if (!asserted) throw new Error(`No assertion for the state ${node.path.join('.')}`);
    }
  }
}
