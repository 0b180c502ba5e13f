import { CronExpressionParser } from 'cron-parser';
import cronstrue from 'cronstrue';
import { ApiError } from '../http/errors.ts';

const FIELDS = 'minute, hour, day of month, month, day of week';

/**
 * A schedule's cron expression, checked: five fields (at most once a minute, which is also the
 * finest pg-boss's cron sends) that cron-parser, the parser pg-boss reads them with, accepts.
 * Answers it with its spacing tidied; refuses with why.
 */
export function checkCron(expression: string): string {
  const cron = expression.trim().split(/\s+/).join(' ');
  const fields = cron === '' ? 0 : cron.split(' ').length;
  if (fields === 6) {
    throw new ApiError(
      400,
      `Schedules run at most once a minute: give the 5 fields (${FIELDS}) without a seconds field.`,
    );
  }
  if (fields !== 5) {
    throw new ApiError(400, `A cron expression has 5 fields (${FIELDS}); “${cron}” has ${fields}.`);
  }
  try {
    CronExpressionParser.parse(cron, { strict: false, tz: 'UTC' }).next();
  } catch (error) {
    throw new ApiError(400, `The cron expression “${cron}” is not valid: ${(error as Error).message}.`);
  }
  return cron;
}

const ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

/** An IANA time zone (`Europe/Paris`, `UTC`); refuses anything else, offsets included, with why. */
export function checkTimezone(timezone: string): string {
  const known =
    ZONES.has(timezone) ||
    // Older IANA names (Asia/Calcutta, US/Eastern) are links the runtime still resolves.
    (/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(timezone) && resolves(timezone));
  if (!known) {
    throw new ApiError(
      400,
      `'timezone': “${timezone}” is not a time zone; give an IANA name such as Europe/Paris or UTC.`,
    );
  }
  return timezone;
}

function resolves(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/** What an expression means in words: “At 09:00, Monday through Friday”. */
export function describeCron(cron: string): string {
  try {
    return cronstrue.toString(cron, { use24HourTimeFormat: true, verbose: false });
  } catch {
    return cron;
  }
}

/** The next `count` times the expression fires after `from`, read in its time zone. */
export function nextFires(cron: string, timezone: string, from: Date, count = 3): Date[] {
  return CronExpressionParser.parse(cron, { strict: false, tz: timezone, currentDate: from })
    .take(count)
    .map((d) => d.toDate());
}
