import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useFlowEffects } from '../../../app/flowEffects.ts';
import { inspectOptions } from '../../../app/inspector.ts';
import { testModalMachine, type TestModalRequest } from '../../../machines/testModal.ts';
import { TestCaseModal } from './TestCaseModal.tsx';

interface TestModalApi {
  open: (request: TestModalRequest) => void;
  /** Grows with every saved change: include it in a list's input so the list reloads. */
  version: number;
  /** Says that test cases changed outside the modal's own saves (kept proposals, imported files). */
  changed: () => void;
}

const TestModalContext = createContext<TestModalApi | null>(null);

export function useTestModal(): TestModalApi {
  const api = useContext(TestModalContext);
  if (!api) throw new Error('useTestModal is used outside TestModalProvider');
  return api;
}

/** Holds the app's one test modal, which the header, the dashboard and the test-case list open. */
export function TestModalProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(testModalMachine.provide({ actions: useFlowEffects() }), inspectOptions());
  const saved = useSelector(actor, (s) => s.context.version);
  const [elsewhere, setElsewhere] = useState(0);
  const version = saved + elsewhere;
  // Going to another page (a run just started from the modal opens its live view) closes the modal.
  const { pathname, search } = useLocation();
  useEffect(() => {
    actor.send({ type: 'modal.close' });
  }, [actor, pathname, search]);
  const api = useMemo<TestModalApi>(
    () => ({
      open: (request) => actor.send({ type: 'modal.open', request }),
      version,
      changed: () => setElsewhere((n) => n + 1),
    }),
    [actor, version],
  );
  return (
    <TestModalContext.Provider value={api}>
      {children}
      <TestCaseModal actor={actor} />
    </TestModalContext.Provider>
  );
}
