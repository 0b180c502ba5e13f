import type { InspectionEvent, Observer } from 'xstate';

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

let inspect: Inspect | undefined;

const SECRET = /password|token|key|otp|code|secret/i;

/** Replaces every value whose name looks secret, at any depth, before it leaves the page. */
export function redact<T>(value: T): T {
  if (Array.isArray(value)) return value.map(redact) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        SECRET.test(k) && v !== null && typeof v !== 'object' ? '[redacted]' : redact(v),
      ]),
    ) as T;
  }
  return value;
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
      sanitizeEvent: (event) => redact(event),
      sanitizeContext: (context) => redact(context),
    }).inspect;
  }
}

/** Options for every actor the app creates: `{ inspect }` with the flag, else nothing. */
export function inspectOptions(): { inspect?: Inspect } {
  return inspect ? { inspect } : {};
}
