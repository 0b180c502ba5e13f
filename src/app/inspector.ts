import type { InspectionEvent, Observer } from 'xstate';

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

let inspect: Inspect | undefined;

const SECRET = /password|token|key|otp|code|secret/i;

/**
 * What the inspector may see of an inspection event: a JSON copy in which every value whose name
 * looks secret is replaced, at any depth (events, context, and actors' input and output), and
 * cycles are cut. Actor references serialize through their own toJSON.
 */
export function serializeForInspector(event: unknown): unknown {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(event, (key, value: unknown) => {
    if (key && SECRET.test(key) && value !== null && typeof value !== 'object') return '[redacted]';
    if (typeof value === 'function') return undefined;
    if (value && typeof value === 'object') {
      if (seen.has(value)) return '[circular]';
      seen.add(value);
    }
    return value;
  });
  return text === undefined ? undefined : (JSON.parse(text) as unknown);
}

/**
 * Connects the Stately inspector when the app was built with VITE_XSTATE_INSPECT=true. The
 * import sits behind a constant Vite replaces at build time, so without the flag no inspector
 * code is in the bundle.
 */
export async function startInspector(): Promise<void> {
  if (import.meta.env.VITE_XSTATE_INSPECT === 'true') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    inspect = createBrowserInspector({
      serialize: (event) => serializeForInspector(event) as typeof event,
    }).inspect;
  }
}

/** Options for every actor the app creates: `{ inspect }` with the flag, else nothing. */
export function inspectOptions(): { inspect?: Inspect } {
  return inspect ? { inspect } : {};
}
