import type { Target } from '../../../src/steps/action.ts';
import { describeTarget } from '../../../src/steps/index.ts';
import type { Fingerprint } from '../pageScripts.ts';
import { capitalized } from '../stepFailure.ts';
import { describeLocator, type LocatorSpec, type LocatorStep } from './locatorSpec.ts';

/** The element as a person would tell it apart: its tag, and its test id or id when it has one. */
function identity(fingerprint: Fingerprint): string {
  if (fingerprint.testId) return `${fingerprint.tag} with test id “${fingerprint.testId}”`;
  if (fingerprint.id) return `${fingerprint.tag} “#${fingerprint.id}”`;
  return fingerprint.tag;
}

/** Whether two fingerprints are of one element: the same test id, id or place in the page (else one moved in). */
function sameElement(before: Fingerprint, now: Fingerprint): boolean {
  if (before.testId && now.testId) return before.testId === now.testId;
  if (before.id && now.id) return before.id === now.id;
  return before.cssPath === now.cssPath;
}

/** What it read, and reads now, and where it moved when it moved. */
function change(before: Fingerprint, now: Fingerprint): string {
  const read =
    before.text === now.text
      ? now.text
        ? `, which still reads “${now.text}”`
        : ''
      : `, which read “${before.text}” and now reads “${now.text}”`;
  const moved = before.cssPath === now.cssPath ? '' : `, and moved from ${before.cssPath} to ${now.cssPath}`;
  return `${read}${moved}`;
}

/**
 * What changed when a step heals, in the same words however it was written ("Click Save" or "Click "Save""): what the
 * element read before and reads now, where it moved, and how it is found now. `found`: the locator its words found it
 * by; null when only its fingerprint did.
 */
export function healNote(target: Target, before: Fingerprint, now: Fingerprint, found: LocatorSpec | null): string {
  const what = capitalized(describeTarget(target));
  const how = found ? `; it is now found by ${describeLocator(found)}` : '';
  if (found && !sameElement(before, now)) {
    return (
      `${what} is another element now: this step used ${identity(before)}, which read “${before.text}”; ` +
      `it now finds ${identity(now)}, which reads “${now.text}”${how}.`
    );
  }
  if (found && before.text === now.text && before.cssPath === now.cssPath) {
    const by = describeLocator(found);
    return `${what} is found another way: the element this step used before (${identity(before)}) is now found by ${by}.`;
  }
  return `${what} is gone; used the element this step used before (${identity(before)})${change(before, now)}${how}.`;
}

/** Whether a step's words found the element by a looser match than the one an earlier run stored (part of its name). */
export function looserThan(stored: LocatorSpec, found: LocatorSpec): boolean {
  const exact = (step: LocatorStep) => 'exact' in step && step.exact;
  return exact(stored.target) && 'exact' in found.target && !found.target.exact;
}

/**
 * The locator to keep after a heal by a looser match: the element's whole name as it reads now ("Save changes" for
 * "Click Save"), so that the cache holds no looser locator than before and a later "Save draft" is not taken for it.
 */
export function wholeNameOf(found: LocatorSpec, now: Fingerprint): LocatorSpec | null {
  const target = found.target;
  if (!now.text || !('exact' in target) || target.exact) return null;
  if (target.by === 'role') return { ...found, target: { ...target, name: now.text, exact: true }, nth: null };
  if (target.by === 'text') return { ...found, target: { by: 'text', text: now.text, exact: true }, nth: null };
  return null;
}
