import type { Page } from 'playwright-core';
import type { Target } from '../../../../src/steps/action.ts';
import { countByWords } from '../../locate/resolve.ts';

/**
 * "Check Pediatrics and Spanish": the boxes the step names one by one, when the page has no box named by the whole
 * words and has one for every part; null otherwise ("Check Terms and Conditions" is one box).
 */
export async function eachNamed(page: Page, target: Target): Promise<Target[] | null> {
  const toggle = target.kind === null || target.kind === 'checkbox' || target.kind === 'switch';
  if (!toggle || target.exact || !/,|\sand\s/i.test(target.name)) return null;
  const parts = target.name
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/i)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2 || (await countByWords(page, target, 'check')) > 0) return null;
  const targets = parts.map((name) => ({ ...target, name }));
  for (const part of targets) if ((await countByWords(page, part, 'check')) === 0) return null;
  return targets;
}
