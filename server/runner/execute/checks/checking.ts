import type { Page } from 'playwright-core';
import type { Region } from '../../../../src/steps/action.ts';
import { describeRegion } from '../../../../src/steps/index.ts';
import { regionShown } from '../../locate/resolve.ts';
import { StepFailure } from '../../stepFailure.ts';
import type { StepContext } from '../stepContext.ts';

const POLL_MS = 150;

/**
 * Why a check within a region cannot be judged: the page shows no such region (a table by a name or a place it does
 * not have; for a count, `anyKind`, any table or list it does not have). One "next to" words is not asked for.
 */
export async function regionMissing(
  page: Page,
  region: Region | null,
  anyKind = false,
  empty = false,
): Promise<string | null> {
  if (!region || region.kind === 'near' || (!anyKind && region.name === null && region.ordinal === undefined))
    return null;
  return (await regionShown(page, region, empty))
    ? null
    : `The page shows no ${describeRegion(region).replace(/^the /, '')} on ${page.url()}.`;
}

/**
 * Checks again and again until it holds or the step's time is up, as a person looking at a page that
 * is still settling would; the last check's words say what was seen instead.
 */
export async function eventually(ctx: StepContext, check: () => Promise<string | null>): Promise<void> {
  for (;;) {
    if (ctx.signal.aborted) throw new StepFailure('stopped', 'The run was stopped.');
    const problem = await check();
    if (problem === null) return;
    if (Date.now() + POLL_MS >= ctx.deadline) throw new StepFailure('expectation', problem);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/**
 * Equals is the whole text, the spaces around it aside; contains is a part of it, in any case; starts and ends with, its
 * first or last words, in any case.
 */
export function matches(
  actual: string,
  expected: string,
  match: 'equals' | 'contains' | 'startsWith' | 'endsWith',
): boolean {
  const [text, part] = [actual.trim().toLowerCase(), expected.trim().toLowerCase()];
  if (match === 'equals') return actual.trim() === expected.trim();
  if (match === 'startsWith') return text.startsWith(part);
  if (match === 'endsWith') return text.endsWith(part);
  return text.includes(part);
}
