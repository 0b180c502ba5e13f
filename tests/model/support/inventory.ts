/**
 * What a machine holds, for coverage: every state node and every transition definition, each with a
 * stable id. Shared by the model tests (which record what their paths took) and by
 * `npm run test:model` (which totals it per machine).
 */
import type { AnyStateMachine } from 'xstate';

type StateNode = AnyStateMachine['root'];

/** The fields of a transition definition coverage needs (xstate's TransitionDefinition has them all). */
export interface TransitionLike {
  source: StateNode;
  eventType: string;
}

/** `source-state-id:event#n`, n counting the candidates for that event in declaration order; `always` for eventless. */
export function transitionId(transition: TransitionLike): string {
  const { source, eventType } = transition;
  if (eventType === '') {
    const index = (source.always ?? []).findIndex((t) => t === transition);
    return `${source.id}:always#${index}`;
  }
  const index = (source.transitions.get(eventType) ?? []).findIndex((t) => t === transition);
  return `${source.id}:${eventType}#${index}`;
}

function descendants(node: StateNode): StateNode[] {
  return (Object.values(node.states) as StateNode[]).flatMap((child) => [child, ...descendants(child)]);
}

export interface Inventory {
  /** Every state node's id except the machine's root, which is always active. */
  states: string[];
  /** Every transition definition's id (see transitionId), delays and invoke results included. */
  transitions: string[];
}

export function inventoryOf(machine: AnyStateMachine): Inventory {
  const root = machine.root as StateNode;
  const nodes = [root, ...descendants(root)];
  const transitions: string[] = [];
  for (const node of nodes) {
    for (const list of node.transitions.values()) for (const t of list) transitions.push(transitionId(t));
    for (const t of node.always ?? []) transitions.push(transitionId(t));
  }
  return { states: nodes.slice(1).map((node) => node.id), transitions };
}
