import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { FieldError } from '../machines/effects.ts';
import { saveMachine } from '../machines/save.ts';
import { useFlowEffects } from './flowEffects.ts';
import { inspectOptions } from './inspector.ts';

export interface Save<Input, Result> {
  submit: (input: Input) => void;
  saving: boolean;
  error: string | null;
  /** The field the last refusal was of, with its message; null when it was of none. */
  fieldError: FieldError | null;
  /** What the last success answered; null before one. */
  result: Result | null;
  /** Grows with every success: include it in the input of what the save changes. */
  saves: number;
  reset: () => void;
}

/**
 * Runs one kind of change through the save machine. `save` must be module-level; `onSaved` runs
 * after each success (reload what changed, clear the form). `placesFieldErrors`: the form shows a
 * field's refusal under the field (useFieldError), so no toast says it too.
 */
export function useSave<Input, Result>(
  save: (input: Input) => Promise<Result>,
  success: string,
  onSaved?: () => void,
  { placesFieldErrors = false }: { placesFieldErrors?: boolean } = {},
): Save<Input, Result> {
  const effects = useFlowEffects();
  const logic = useMemo(
    () =>
      saveMachine.provide({
        actors: { save: fromPromise<unknown, unknown>(({ input }) => save(input as Input)) },
        actions: effects,
      }),
    [save, effects],
  );
  const actor = useActorRef(logic, { ...inspectOptions(), input: { success, placesFieldErrors } });
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const error = useSelector(actor, (s) => s.context.error);
  const fieldError = useSelector(actor, (s) => s.context.fieldError);
  // The machine holds what `save` resolved, so the cast restores its type.
  const result = useSelector(actor, (s) => s.context.result as Result | null);
  const saves = useSelector(actor, (s) => s.context.saves);
  const latestOnSaved = useRef(onSaved);
  useEffect(() => {
    latestOnSaved.current = onSaved;
  });
  useEffect(() => {
    if (saves > 0) latestOnSaved.current?.();
  }, [saves]);
  return {
    submit: (input) => actor.send({ type: 'save.submit', input }),
    saving,
    error,
    fieldError,
    result,
    saves,
    reset: () => actor.send({ type: 'save.reset' }),
  };
}
