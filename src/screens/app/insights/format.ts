const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A UTC day (YYYY-MM-DD) as '16 Nov'. */
export function formatDay(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** A percent as '54.5%'; 'N/A' without one. */
export function formatPercent(value: number | null): string {
  return value === null ? 'N/A' : `${value}%`;
}

/** Milliseconds as '850 ms', '1.2 s' or '2m 5s'. */
export function formatMs(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${whole % 60}s`;
}
