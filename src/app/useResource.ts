import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { resourceMachine } from '../machines/resource.ts';
import { inspectOptions } from './inspector.ts';

export interface Resource<Data> {
  status: 'loading' | 'success' | 'failure';
  data: Data | null;
  error: string | null;
  reload: () => void;
}

/**
 * Loads one resource through the resource machine and reloads it when `input` changes (compared
 * as JSON, so a new object with the same values does not reload). `load` must be module-level.
 */
export function useResource<Input, Data>(load: (input: Input) => Promise<Data>, input: Input): Resource<Data> {
  const logic = useMemo(
    () =>
      resourceMachine.provide({ actors: { load: fromPromise<unknown, unknown>(({ input: i }) => load(i as Input)) } }),
    [load],
  );
  const actor = useActorRef(logic, { ...inspectOptions(), input });
  const key = JSON.stringify(input);
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    actor.send({ type: 'resource.reload', input: JSON.parse(key) as Input });
  }, [actor, key]);

  const status = useSelector(actor, (s) => s.value as Resource<Data>['status']);
  // The machine holds what `load` resolved, so the cast restores the loader's own type.
  const data = useSelector(actor, (s) => s.context.data as Data | null);
  const error = useSelector(actor, (s) => s.context.error);
  const reload = useCallback(() => actor.send({ type: 'resource.reload' }), [actor]);
  return { status, data, error, reload };
}
