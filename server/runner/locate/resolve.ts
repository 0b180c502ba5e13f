import type { Frame, Locator, Page } from 'playwright-core';
import type { ActionType, Region, Target } from '../../../src/steps/action.ts';
import { describeTarget } from '../../../src/steps/index.ts';
import {
  describeLocator,
  frameOf,
  locatorOf,
  matchesOf,
  nowhereIn,
  presentIn,
  sameSpec,
  shownIn,
  type LocatorSpec,
} from './locatorSpec.ts';
import {
  countSeen,
  fingerprintOf,
  hoverToReveal,
  inPage,
  pageOf,
  visibleNames,
  type Fingerprint,
} from '../pageScripts.ts';
import { isListEntry } from '../../../src/steps/listEntries.ts';
import { listItemAt, listItemsIn } from './listItems.ts';
import { regionStep } from './regions.ts';
import { shownNames } from './shownNames.ts';
import { strategiesFor } from './strategies.ts';
import { StepFailure } from '../stepFailure.ts';
import { healNote, looserThan, wholeNameOf } from './healing.ts';
import { closestNames } from './similarity.ts';
import { looserTargets } from './looseNames.ts';
import { TOGGLE_OR_LABEL, toggleBeside } from './untiedToggles.ts';

/** How a step's target was found on an earlier passing run (the replay cache). */
export interface CachedLocator {
  spec: LocatorSpec;
  fingerprint: Fingerprint;
}

export interface Resolution {
  locator: Locator;
  spec: LocatorSpec;
  fingerprint: Fingerprint;
  /** Set when the step healed: the locator that no longer found it, and what changed, in words. */
  healed: { from: string; note: string } | null;
  /** Whether the step's own words found it (false when only the fingerprint did). */
  foundByWords: boolean;
  /** Whether the locator an earlier passing run stored found it, with nothing resolved afresh. */
  replayed: boolean;
}

/** The page a stored element's frame shows now (the frame's own, for an element in an iframe), as pageOf keeps it. */
function pageIn(page: Page, spec: LocatorSpec): string | null {
  try {
    return pageOf(new URL((frameOf(page, spec) ?? page.mainFrame()).url()));
  } catch {
    return null;
  }
}

/** How long the words must fail before the fingerprint of an earlier run is trusted instead. */
const HEAL_AFTER_MS = 1500;
const POLL_MS = 150;

type Found = { spec: LocatorSpec } | { ambiguous: string[] } | null;

async function countOf(page: Page, spec: LocatorSpec): Promise<number> {
  const locator = locatorOf(page, spec);
  return locator ? locator.count().catch(() => 0) : 0;
}

/** What a locator's one element is now (its fingerprint); null when it finds none or several. */
async function onlyOne(page: Page, spec: LocatorSpec): Promise<Fingerprint | null> {
  const locator = locatorOf(page, spec);
  return locator ? locator.evaluateAll(ONLY_ONE).catch(() => null) : null;
}

/** Runs in the page (as inPage's functions do, by its source): the one element's fingerprint, or null. */
const ONLY_ONE_SOURCE = `(elements) => elements.length === 1 ? (${inPage(fingerprintOf).toString()})(elements[0]) : null`;
const ONLY_ONE = Object.assign((): Fingerprint | null => null, { toString: () => ONLY_ONE_SOURCE });

/** The frames to search: the page's own first, then its iframes in document order. */
const framesOf = (page: Page): Frame[] => [page.mainFrame(), ...page.frames().filter((f) => f !== page.mainFrame())];

async function findByWords(page: Page, target: Target, action: ActionType): Promise<Found> {
  const region = target.region ? regionStep(target.region) : null;
  // "The first product", "the second search result": the list's entry at that place, however the page draws it;
  // before the items of any list, which would take a menu's first entry for the first product.
  if (target.kind === 'listitem' && (target.name === '' || isListEntry(target.name)) && target.ordinal !== null) {
    for (const frame of framesOf(page)) {
      const frameKey = frame === page.mainFrame() ? null : frame.url();
      const spec = await listItemAt(frame, frameKey, region, target.ordinal, action === 'click');
      if (spec) return { spec };
    }
  }
  for (const strategy of strategiesFor(target, action)) {
    for (const frame of framesOf(page)) {
      const frameKey = frame === page.mainFrame() ? null : frame.url();
      const base = { frame: frameKey, region, target: strategy };
      if (await nowhereIn(frame, base)) continue;
      const all = matchesOf(frame, base);
      const count = await all.count().catch(() => 0);
      if (count === 0) continue;
      if (target.ordinal !== null) {
        const nth = target.ordinal === -1 ? -1 : target.ordinal - 1;
        if (nth >= count) continue;
        return { spec: { ...base, nth } };
      }
      if (count === 1) return { spec: { ...base, nth: null } };
      // Each by what a person sees: its label or the words nearest to it, never a checkbox's value "on".
      const texts = await all.evaluateAll(inPage(shownNames), 5);
      return { ambiguous: texts.map((t, i) => `${i + 1}. “${t}”`).concat(count > 5 ? [`and ${count - 5} more`] : []) };
    }
  }
  return null;
}

/**
 * Whether the page shows the region, in any frame: a count in a table the page does not have is no count. With
 * `empty`, a list or table the page has but draws with no size counts too: an empty list under its heading.
 */
export async function regionShown(page: Page, region: Region, empty = false): Promise<boolean> {
  for (const frame of framesOf(page)) {
    const found = (empty ? presentIn : shownIn)(frame, regionStep(region));
    if ((await found.count().catch(() => 0)) > 0) return true;
  }
  return false;
}

/** How many elements the step's words find that a person sees now (0 once something has gone). */
export async function countByWords(page: Page, target: Target, action: ActionType): Promise<number> {
  const region = target.region ? regionStep(target.region) : null;
  // "3 products", "6 items in the cart": a list's items, whatever each is drawn as.
  if (target.kind === 'listitem' && target.name === '') {
    let items = 0;
    for (const frame of framesOf(page)) items += await listItemsIn(frame, region);
    if (items > 0) return items;
  }
  for (const strategy of strategiesFor(target, action)) {
    let count = 0;
    for (const frame of framesOf(page)) {
      if (await nowhereIn(frame, { region, target: strategy })) continue;
      count += await matchesOf(frame, { region, target: strategy })
        .evaluateAll(inPage(countSeen))
        .catch(() => 0);
    }
    if (count > 0) return count;
  }
  return 0;
}

/** The element an earlier run used, found by what identified it besides its words. */
async function findByFingerprint(page: Page, cached: CachedLocator): Promise<LocatorSpec | null> {
  const { fingerprint } = cached;
  const selectors = [
    fingerprint.testId ? `[data-testid=${JSON.stringify(fingerprint.testId)}]` : null,
    fingerprint.id ? `[id=${JSON.stringify(fingerprint.id)}]` : null,
    fingerprint.cssPath,
    `xpath=${fingerprint.xpath}`,
  ].filter((s): s is string => s !== null);
  const frame = frameOf(page, cached.spec);
  if (!frame) return null;
  for (const selector of selectors) {
    const spec: LocatorSpec = { frame: cached.spec.frame, region: null, target: { by: 'css', selector }, nth: null };
    const candidate = matchesOf(frame, spec);
    if ((await candidate.count().catch(() => 0)) !== 1) continue;
    const tag = await candidate.evaluate(inPage((el: unknown) => (el as { tagName: string }).tagName.toLowerCase()));
    if (tag === fingerprint.tag) return spec;
  }
  return null;
}

/** The names the page-side list uses for what a step looks for. */
function rolesLookedFor(target: Target, action: ActionType): string[] {
  if (target.kind) return [target.kind === 'dropdown' ? 'dropdown' : target.kind];
  if (action === 'click' || action === 'hover') return ['button', 'link'];
  if (action === 'fill' || action === 'clear' || action === 'press' || action === 'focus') return ['field'];
  return [];
}

async function notFoundMessage(page: Page, target: Target, action: ActionType): Promise<string> {
  const names = (
    await Promise.all(
      framesOf(page).map((f) => f.evaluate(inPage(visibleNames)).catch(() => [] as { role: string; name: string }[])),
    )
  ).flat();
  const closest = closestNames(target.name, names, 3);
  const roles = rolesLookedFor(target, action);
  const sameKind = names.filter((n) => roles.includes(n.role)).slice(0, 5);
  const hint = closest.length
    ? ` Closest on the page: ${closest.map((n) => `${n.role} “${n.name}”`).join(', ')}.`
    : sameKind.length
      ? ` On the page: ${sameKind.map((n) => `${n.role} “${n.name}”`).join(', ')}.`
      : '';
  return `Could not find ${describeTarget(target)} on ${page.url()}.${hint}`;
}

/**
 * Finds the element a step names: the cached locator first (a replay of an unchanged page resolves
 * nothing afresh), then the step's words, then, when the words find nothing, the fingerprint of the
 * element an earlier run used (a heal, recorded with what changed). Waits for it until the deadline.
 */
export async function resolveTarget(
  page: Page,
  target: Target,
  action: ActionType,
  options: { cached: CachedLocator | null; deadline: number; signal: AbortSignal; heal: boolean },
): Promise<Resolution> {
  const { deadline, signal } = options;
  // What an earlier run stored is this step's on this page only: the same words on another page (another test's
  // "Click Save") name another element, and its place there says nothing of this one.
  const stored = options.cached;
  const cached = stored && stored.fingerprint.page === pageIn(page, stored.spec) ? stored : null;
  const started = Date.now();
  const resolved = async (
    found: LocatorSpec,
    foundByWords: boolean,
    replayed = false,
    known: Fingerprint | null = null,
  ): Promise<Resolution> => {
    let spec = found;
    let locator = locatorOf(page, spec)!;
    const fingerprint = known ?? (await locator.evaluate(inPage(fingerprintOf)));
    if (!cached || sameSpec(cached.spec, spec)) {
      return { locator, spec, fingerprint, healed: null, foundByWords, replayed };
    }
    // Found by part of its name where the stored locator had all of it: kept by its whole name as it reads now, so
    // the cache never holds a looser locator than before.
    const whole = foundByWords && looserThan(cached.spec, spec) ? wholeNameOf(spec, fingerprint) : null;
    if (whole && (await countOf(page, whole)) === 1) {
      spec = whole;
      locator = locatorOf(page, spec)!;
    }
    const note = healNote(target, cached.fingerprint, fingerprint, foundByWords ? spec : null);
    return { locator, spec, fingerprint, healed: { from: describeLocator(cached.spec), note }, foundByWords, replayed };
  };
  let revealed = false;
  for (;;) {
    if (signal.aborted) throw new StepFailure('stopped', 'The run was stopped.');
    // A replay asks the page once: whether the stored locator finds one element, and that element's fingerprint.
    const replay = cached && (await onlyOne(page, cached.spec));
    if (cached && replay) return resolved(cached.spec, true, true, replay);
    let found = await findByWords(page, target, action);
    for (const looser of found ? [] : looserTargets(target, action)) {
      found = await findByWords(page, looser, action);
      if (found) break;
    }
    if (found && 'ambiguous' in found) {
      throw new StepFailure(
        'ambiguous',
        `${found.ambiguous.length} elements match ${describeTarget(target)}: ${found.ambiguous.join(', ')}. ` +
          'Say which one, e.g. “the second …”, or where, e.g. “… in the dialog”.',
      );
    }
    if (found) return resolved(found.spec, true);
    // A switch or checkbox whose words are beside it, not its label.
    const toggle =
      target.kind === 'checkbox' || target.kind === 'switch' || (target.kind === null && action === 'check');
    if (toggle && target.name !== '' && !target.region && target.ordinal === null) {
      const place = await page
        .evaluate(inPage(toggleBeside), { name: target.name, counted: TOGGLE_OR_LABEL })
        .catch(() => null);
      const spec = { frame: null, region: null, target: { by: 'css', selector: TOGGLE_OR_LABEL }, nth: place } as const;
      // Only when Playwright counts the shown elements as the page did: else nth would wait for one that is not there.
      if (place !== null && (await countOf(page, { ...spec, nth: null })) > place) return resolved(spec, true);
    }
    // A button drawn only while its row is pointed at: point at the row, once, as a person would.
    const clickable =
      target.kind === null || target.kind === 'button' || target.kind === 'link' || target.kind === 'menuitem';
    if (!revealed && (action === 'click' || action === 'rightClick') && clickable && target.name !== '') {
      revealed = true;
      const near = target.region?.name ?? null;
      const spot = await page.evaluate(inPage(hoverToReveal), { name: target.name, near }).catch(() => null);
      if (spot) {
        await page.mouse.move(spot.x, spot.y).catch(() => undefined);
        continue;
      }
    }
    // A check never heals: an element in the place of the one it names, saying something else, is not what it
    // checks, and would pass it falsely.
    if (options.heal && cached && Date.now() - started >= Math.min(HEAL_AFTER_MS, deadline - started - POLL_MS)) {
      const spec = await findByFingerprint(page, cached);
      if (spec) return resolved(spec, false);
    }
    if (Date.now() + POLL_MS >= deadline)
      throw new StepFailure('notFound', await notFoundMessage(page, target, action));
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}
