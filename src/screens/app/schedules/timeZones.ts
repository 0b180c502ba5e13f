/** Every IANA time zone the browser knows, UTC first. */
export const TIME_ZONES: string[] = [
  'UTC',
  ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []).filter(
    (z) => z !== 'UTC',
  ),
];

/** The zone this browser's clock is in; UTC when it does not say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
