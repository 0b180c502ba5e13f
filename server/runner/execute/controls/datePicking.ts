import type { Page } from 'playwright-core';
import type { Action, Target } from '../../../../src/steps/action.ts';
import { DATE_FIELD } from '../../../../src/steps/navigation.ts';
import { MONTH_PATTERN, monthNumber } from '../../../../src/steps/tokens.ts';
import { locatorOf } from '../../locate/locatorSpec.ts';
import { regionStep } from '../../locate/regions.ts';
import { StepFailure } from '../../stepFailure.ts';

type PickDate = Extract<Action, { type: 'pickDate' }>;

const CALENDAR = { kind: 'calendar', name: null } as const;
const MONTH_WORD = new RegExp(`\\b(${MONTH_PATTERN})\\b\\.?(?:\\s+(\\d{4}))?`, 'i');
/** The most times the calendar is turned a month on or back before the step gives up. */
const MAX_TURNS = 36;
const POLL_MS = 100;

/** The calendar shown, in the page's words: its month's place, counted from year 0, or null when none shows. */
async function shownMonth(page: Page): Promise<{ index: number; words: string } | null> {
  const calendar = locatorOf(page, { frame: null, region: null, target: regionStep(CALENDAR), nth: null });
  const shown = calendar
    ? await calendar
        .filter({ visible: true })
        .first()
        .innerText({ timeout: 500 })
        .catch(() => null)
    : null;
  const month = shown ? MONTH_WORD.exec(shown) : null;
  if (!month) return null;
  const number = monthNumber(month[1]!) - 1;
  const year = month[2] ? Number(month[2]) : new Date().getFullYear();
  return { index: year * 12 + number, words: month[0] };
}

/**
 * Turns the calendar to the step's month and clicks its day: `click` clicks a target (the date field to open the
 * calendar when none shows, the next or previous month arrow, the day) as a click step would. A month with no year
 * is the nearest one, forward on a tie.
 */
export async function pickDate(
  page: Page,
  action: PickDate,
  deadline: number,
  click: (target: Target) => Promise<void>,
): Promise<void> {
  if (!(await shownMonth(page))) await click(DATE_FIELD);
  for (let turns = 0; ; turns += 1) {
    const shown = await waitForMonth(page, deadline);
    const wanted = wantedIndex(action, shown);
    if (wanted === shown.index) break;
    if (turns >= MAX_TURNS) {
      throw new StepFailure(
        'action',
        `The calendar did not reach the month asked for in ${MAX_TURNS} turns; it shows ${shown.words}.`,
      );
    }
    const arrow = wanted > shown.index ? 'next month' : 'previous month';
    await click({ kind: null, name: arrow, exact: false, ordinal: null, region: CALENDAR });
    if (!(await monthChanged(page, shown.index, deadline))) {
      throw new StepFailure('action', `The calendar stayed on ${shown.words} after its ${arrow} arrow was clicked.`);
    }
  }
  await click({ kind: null, name: String(action.day), exact: true, ordinal: null, region: CALENDAR });
}

/** The month to reach, counted as shownMonth counts: the step's year, or the nearest such month to the one shown. */
function wantedIndex(action: PickDate, shown: { index: number }): number {
  const month = action.month - 1;
  if (action.year !== null) return action.year * 12 + month;
  const forward = (month - (shown.index % 12) + 12) % 12;
  return forward <= 6 ? shown.index + forward : shown.index + forward - 12;
}

async function waitForMonth(page: Page, deadline: number) {
  for (;;) {
    const shown = await shownMonth(page);
    if (shown) return shown;
    if (Date.now() + POLL_MS >= deadline) {
      throw new StepFailure('notFound', `No calendar showing a month on ${page.url()}: open the date picker first.`);
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** Whether the calendar shows another month within 2 s of a turn. */
async function monthChanged(page: Page, before: number, deadline: number): Promise<boolean> {
  const until = Math.min(deadline, Date.now() + 2000);
  while (Date.now() < until) {
    const now = await shownMonth(page);
    if (now && now.index !== before) return true;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  return false;
}
