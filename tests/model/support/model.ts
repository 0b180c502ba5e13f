/**
 * Model-based tests generated from a machine with xstate/graph: the paths that together reach every
 * state and take every transition, each run against the rendered screen, and a record of what the
 * passing paths covered for `npm run test:model`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
  createEmptyActor,
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
import { inventoryOf, transitionId, type TransitionLike } from './inventory.ts';

type Snapshot = AnyMachineSnapshot;
type StateNode = AnyStateMachine['root'];
type ModelPath = StatePath<Snapshot, EventObject>;
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
export type EventExecutor = (step: Step<Snapshot, EventObject>) => Promise<unknown> | void;

export interface ScreenBindings {
  /**
   * Assertions on what the screen shows, keyed by a state's dotted path from the root
   * (`activation.idle`); every key matching an active state runs, and every active atomic state
   * must be matched by at least one key.
   */
  states: Record<string, (snapshot: Snapshot) => Promise<void> | void>;
  /** One executor per event type of the paths, `xstate.init` (render the screen) included. */
  events: Record<string, EventExecutor>;
}

interface Covered {
  states: Set<string>;
  transitions: Set<string>;
}

const rawDir = path.resolve('reports/model-coverage-raw');

/** An actor scope like xstate/graph's own, which also reports each microstep and the transitions it took. */
function recordingScope(covered: Covered) {
  const empty = createEmptyActor();
  const addNode = (node: StateNode | undefined) => {
    for (let n = node; n?.parent; n = n.parent) covered.states.add(n.id);
  };
  const record = (event: { type: string; snapshot?: Snapshot; _transitions?: TransitionLike[] }) => {
    if (event.type !== '@xstate.microstep') return;
    event.snapshot?._nodes.forEach(addNode);
    for (const t of event._transitions ?? []) {
      covered.transitions.add(transitionId(t));
      addNode(t.source);
    }
  };
  const system = new Proxy(empty.system, {
    get: (target, key, receiver) =>
      key === '_sendInspectionEvent' ? record : (Reflect.get(target, key, receiver) as unknown),
  });
  return {
    scope: {
      self: empty,
      logger: () => {},
      id: '',
      sessionId: 'model',
      defer: () => {},
      system,
      stopChild: () => {},
      emit: () => {},
      actionExecutor: () => {},
    },
    addNode,
  };
}

/** The states entered and transitions taken along a path's steps (the first step being `xstate.init`). */
function coverageOf(machine: AnyStateMachine, steps: ModelPath['steps'], input: unknown, into?: Covered): Covered {
  const covered = into ?? { states: new Set<string>(), transitions: new Set<string>() };
  const { scope, addNode } = recordingScope(covered);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the scope stands in for xstate's internal ActorScope type, which it does not export
  const initial = machine.getInitialSnapshot(scope as any, input) as Snapshot;
  initial._nodes.forEach(addNode);
  steps.slice(1).forEach((step, i) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
    const next = machine.transition(steps[i]!.state, step.event, scope as any) as Snapshot;
    next._nodes.forEach(addNode);
  });
  return covered;
}

/** An event as a path's title shows it: a failure with its status, a payload when the model has several. */
function eventLabel(event: EventObject, cases: Map<string, number>): string {
  const type = event.type
    .replace(/^xstate\.(done|error)\.actor\./, '$1:')
    .replace(/^xstate\.after\.(\w+)\..*/, 'after:$1');
  const error = (event as { error?: { status?: number } }).error;
  if (error && typeof error.status === 'number') return `${type} ${error.status}`;
  if ((cases.get(event.type) ?? 0) < 2) return type;
  const { type: _, ...payload } = event as EventObject & Record<string, unknown>;
  return `${type} ${JSON.stringify(payload).slice(0, 60)}`;
}

function describePath(p: ModelPath, cases: Map<string, number>): string {
  const events = p.steps.slice(1).map((s) => eventLabel(s.event, cases));
  return `${JSON.stringify(p.state.value)} via ${events.join(' → ') || 'start'}`;
}

export interface MachineModel {
  /** Generated paths that together reach every reachable state and take every reachable transition. */
  paths: {
    description: string;
    /** The path's steps, `xstate.init` first; an executor can look ahead to the outcome it must bring about. */
    steps: ModelPath['steps'];
    test: (screen: ScreenBindings) => Promise<void>;
  }[];
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
  const events = (snapshot: Snapshot): EventObject[] => {
    const cases = typeof config.events === 'function' ? config.events(snapshot) : (config.events ?? []);
    return ownEventTypes(snapshot)
      .filter((type) => !type.startsWith('xstate.done.state.') && type !== '*')
      .flatMap((type) => {
        const matching = cases.filter((e) => e.type === type);
        return matching.length ? matching : [{ type }];
      });
  };
  const options = {
    serializeState,
    serializeEvent: (event: EventObject) => JSON.stringify(event),
    events,
    filterEvents: config.filterEvents,
    input: config.input,
  };
  const model = new TestModel<Snapshot, EventObject, unknown>(machine, {
    ...options,
    stateMatcher: (snapshot, key) => snapshot._nodes.some((node: StateNode) => node.path.join('.') === key),
    logger: { log: () => {}, error: () => {} },
  });

  // Shortest path to every state, then greedily one step beyond it for each transition not yet taken.
  const adjacency: AdjacencyMap<Snapshot, EventObject> = getAdjacencyMap(machine, options);
  const shortest = new Map(getShortestPaths(machine, options).map((p) => [serializeState(p.state), p]));
  const planned = coverageOf(machine, [], config.input);
  const candidates = Object.entries(adjacency).flatMap(([key, { transitions }]) =>
    (Object.values(transitions) as { event: EventObject; state: Snapshot }[]).map((t) => ({
      from: shortest.get(key)!,
      event: t.event,
      next: t.state as Snapshot,
    })),
  );
  candidates.sort((a, b) => a.from.weight - b.from.weight);
  // Each path's snapshots are replayed from the start along its own events: the graph keeps one snapshot
  // per serialized state, whose unserialized context may come from another path.
  const replay = (events: EventObject[]): ModelPath => {
    const { scope } = recordingScope({ states: new Set(), transitions: new Set() });
    let state = machine.getInitialSnapshot(scope as never, config.input) as Snapshot;
    const steps: ModelPath['steps'] = [{ event: { type: 'xstate.init' }, state }];
    for (const event of events) {
      state = machine.transition(state, event, scope as never) as Snapshot;
      steps.push({ event, state });
    }
    return { state, steps, weight: events.length };
  };
  const chosen: ModelPath[] = [];
  for (const { from, event } of candidates) {
    const candidate = replay([...from.steps.slice(1).map((s) => s.event), event]);
    const gain = coverageOf(machine, candidate.steps, config.input);
    const adds =
      [...gain.states].some((s) => !planned.states.has(s)) ||
      [...gain.transitions].some((t) => !planned.transitions.has(t));
    if (!adds) continue;
    coverageOf(machine, candidate.steps, config.input, planned);
    chosen.push(candidate);
  }
  // A machine that takes no event where it starts (it ends while starting) still gets its one path: the start.
  if (!chosen.length) chosen.push(replay([]));
  // A path whose events begin another chosen path is contained in it.
  const signature = (p: ModelPath) => p.steps.map((s) => JSON.stringify(s.event));
  const paths = chosen.filter((p, i) => {
    const mine = signature(p);
    return !chosen.some((other, j) => {
      if (j === i) return false;
      const theirs = signature(other);
      if (theirs.length < mine.length || (theirs.length === mine.length && j > i)) return false;
      return mine.every((e, k) => e === theirs[k]);
    });
  });

  const caseCounts = new Map<string, number>();
  if (Array.isArray(config.events))
    for (const e of config.events) caseCounts.set(e.type, (caseCounts.get(e.type) ?? 0) + 1);
  const inventory = inventoryOf(machine);
  const covered: Covered = { states: new Set(), transitions: new Set() };

  return {
    unreachable: {
      states: inventory.states.filter((s) => !planned.states.has(s)),
      transitions: inventory.transitions.filter((t) => !planned.transitions.has(t)),
    },
    paths: paths.map((p) => ({
      description: describePath(p, caseCounts),
      steps: p.steps,
      test: async (screen) => {
        checkBindings(p, screen);
        await model.testPath(p, screen);
        coverageOf(machine, p.steps, config.input, covered);
      },
    })),
    writeCoverage: () => {
      if (!covered.states.size && !covered.transitions.size) return;
      fs.mkdirSync(rawDir, { recursive: true });
      const file = path.join(rawDir, `${name}-${process.pid}-${Date.now()}.json`);
      fs.writeFileSync(
        file,
        JSON.stringify({ machine: name, states: [...covered.states], transitions: [...covered.transitions] }),
      );
    },
  };
}

/** Fails a path up front when a state it reaches has no assertion or an event it sends no executor. */
function checkBindings(p: ModelPath, screen: ScreenBindings) {
  const keys = Object.keys(screen.states);
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
