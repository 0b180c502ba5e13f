import { unzipSync, zipSync, type Zippable } from 'fflate';
import type { Secrets } from './secrets.ts';

/**
 * A Playwright trace with the run's secrets masked in every entry, still a trace the viewer opens, and the step that
 * failed marked failed with its message.
 *
 * Playwright has no redaction of its own, and a trace holds a typed password twice: in the call's parameters
 * (`fill` with `"value":"…"`) and in each DOM snapshot after it (the input's `__playwright_value_`), besides any
 * request that carried it (a form's body, a URL) among its resources. The event logs (`*.trace`, `*.network`,
 * `*.stacks`) are JSON lines: their strings are masked after parsing, so a mask never lands inside a number or breaks
 * a line. Resources that are text (HTML, scripts, request and response bodies) are masked as text; pictures are kept.
 */
export function redactTrace(zip: Buffer, secrets: Secrets, failedStep: FailedStep | null = null): Buffer {
  if (secrets.size === 0 && !failedStep) return zip;
  const entries: Zippable = {};
  for (const [name, bytes] of Object.entries(unzipSync(zip))) {
    const redacted = isEventLog(name) ? maskLines(bytes, secrets, failedStep) : maskText(bytes, secrets);
    // Pictures are compressed already: stored as they are, the zip is made in a fraction of the time.
    entries[name] = [redacted, { level: isText(redacted) ? 6 : 0 }];
  }
  return Buffer.from(zipSync(entries));
}

/** The step that failed: the title of its group in the trace, and the runner's message for it. */
export interface FailedStep {
  group: string;
  message: string;
}

/** A step's group in the trace, named as the step list names it: 'Step 3: Click Sign in'. */
export function stepGroupTitle(index: number, text: string): string {
  return `Step ${index + 1}: ${text}`;
}

/**
 * The failed step's group ends with its error, as a failed Playwright call does: the trace viewer shows the group
 * failed and lists the message in its Errors tab (a library trace's errors are those of its calls). Playwright
 * records none itself, as the step fails on the runner's own check, not on a call that threw.
 */
function markFailure(failedStep: FailedStep | null) {
  let groupId: string | null = null;
  return (event: unknown): unknown => {
    if (!failedStep || !event || typeof event !== 'object') return event;
    const e = event as { type?: unknown; callId?: unknown; method?: unknown; title?: unknown };
    if (e.type === 'before' && e.method === 'tracingGroup' && e.title === failedStep.group) {
      groupId = typeof e.callId === 'string' ? e.callId : null;
    } else if (e.type === 'after' && groupId !== null && e.callId === groupId) {
      return { ...e, error: { name: 'Error', message: failedStep.message } };
    }
    return event;
  };
}

const isEventLog = (name: string) => /\.(trace|network|stacks)$/.test(name);

const decoder = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();

/** Text is valid UTF-8 with no NUL in its first few kilobytes; anything else is a picture or another binary. */
function isText(bytes: Uint8Array): boolean {
  return !bytes.subarray(0, 4096).includes(0) && textOf(bytes) !== null;
}

function textOf(bytes: Uint8Array): string | null {
  try {
    return decoder.decode(bytes);
  } catch {
    return null;
  }
}

function maskText(bytes: Uint8Array, secrets: Secrets): Uint8Array {
  if (bytes.subarray(0, 4096).includes(0)) return bytes;
  const text = textOf(bytes);
  if (text === null) return bytes;
  const masked = secrets.mask(text);
  return masked === text ? bytes : encoder.encode(masked);
}

function maskLines(bytes: Uint8Array, secrets: Secrets, failedStep: FailedStep | null): Uint8Array {
  const text = textOf(bytes);
  if (text === null) return bytes;
  const mark = markFailure(failedStep);
  const lines = text.split('\n').map((line) => {
    if (!line.trim()) return line;
    try {
      return JSON.stringify(maskStrings(mark(JSON.parse(line) as unknown), secrets));
    } catch {
      return secrets.mask(line);
    }
  });
  return encoder.encode(lines.join('\n'));
}

function maskStrings(value: unknown, secrets: Secrets): unknown {
  if (typeof value === 'string') return secrets.mask(value);
  if (Array.isArray(value)) return value.map((item) => maskStrings(item, secrets));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskStrings(item, secrets)]));
  }
  return value;
}
