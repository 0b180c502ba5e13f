import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { RunInput } from '../api/runs.ts';
import { runStarterMachine } from '../machines/runStarter.ts';
import { useFlowEffects } from './flowEffects.ts';
import { inspectOptions } from './inspector.ts';

/** The run controls' flow (runStarter machine) with the app's router and toasts. */
export function useRunStarter() {
  const effects = useFlowEffects();
  const logic = useMemo(() => runStarterMachine.provide({ actions: effects }), [effects]);
  const actor = useActorRef(logic, inspectOptions());
  const starting = useSelector(actor, (s) => s.matches('starting'));
  const stopping = useSelector(actor, (s) => s.matches('stopping'));
  const version = useSelector(actor, (s) => s.context.version);
  return {
    start: (input: RunInput) => actor.send({ type: 'run.start', input }),
    stopAll: (projectId: number) => actor.send({ type: 'run.stopAll', projectId }),
    starting,
    stopping,
    version,
  };
}
