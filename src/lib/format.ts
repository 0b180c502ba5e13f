const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp as the user's locale writes it; `fallback` when there is none. */
export function formatDateTime(iso: string | null | undefined, fallback = 'N/A'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : dateTime.format(date);
}

/** A count with its noun, one or many: '1 test case', '3 test cases'. `many` when the plural is not the noun + s. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A name's initials, as the header's avatar shows them: the first letter of its first two words ('QA Tester': 'QT'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .map((w) => [...w][0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase() || '?'
  );
}

/** Seconds as '45s', '3m 20s' or '1h 5m'; 'N/A' when there is no duration. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return 'N/A';
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${seconds % 60}s`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** A timestamp as the clock of `timeZone` reads it, with the weekday: 'Mon, Nov 23, 09:00'. */
export function formatInZone(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));
}

/** When a run started: a queued one has not, and waits for a worker; one stopped in the queue never started. */
export function formatStarted(run: { status: string; started_at: string | null }): string {
  return formatDateTime(run.started_at, run.status === 'queued' ? 'Queued, waiting for a worker' : 'Not started');
}

/** A count and its noun: '1 image', '3 images'. */
export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
