/**
 * The verbs steps are written with, in their plain form. A verb written in another form ("clicks", "clicked",
 * "clicking", "navigates", "entered") is read as its plain form when that form is here, so one rule serves every way
 * of writing it.
 */
const PLAIN_VERBS = new Set(
  (
    'accept access add answer apply assert attach begin book buy cancel change check choose clear click close ' +
    'populate supply redirect ' +
    'collapse complete confirm copy display finish get hide make pay print reset reveal send share show start ' +
    'continue create decrease delete deselect disable dismiss double-click download drag drop edit enable ensure ' +
    'enter expand expect fill filter focus go hit hover increase input insert land leave load log login logout look ' +
    'mark move navigate observe open pick place press proceed provide push read refresh reload remember remove ' +
    'right-click save scroll search see select set sign sort submit switch swipe tap tick toggle turn type uncheck ' +
    'untick update upload validate verify view visit wait ' +
    'publish unpublish archive unarchive approve reject decline export import duplicate clone restore retry refund ' +
    'ship subscribe unsubscribe enroll invite join like unlike follow unfollow vote upvote bookmark transfer deposit ' +
    'withdraw discard undo redo rename purchase reserve checkout launch locate'
  ).split(' '),
);

/** Plain forms that do not follow the rules below. */
const IRREGULAR: Record<string, string> = { goes: 'go', went: 'go', gone: 'go', saw: 'see', seen: 'see', sees: 'see' };

/** The plain form of a verb as written ("Clicks" → "click", "navigated" → "navigate"), or null for no known verb. */
export function plainVerb(word: string): string | null {
  const lower = word.toLowerCase();
  if (PLAIN_VERBS.has(lower)) return lower;
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  const stems = [
    lower.replace(/ies$/, 'y'),
    lower.replace(/ied$/, 'y'),
    lower.replace(/(?:s|es)$/, ''),
    lower.replace(/s$/, ''),
    lower.replace(/ed$/, ''),
    lower.replace(/d$/, ''),
    lower.replace(/(\w)\1ed$/, '$1'),
    lower.replace(/ing$/, ''),
    lower.replace(/ing$/, 'e'),
    lower.replace(/(\w)\1ing$/, '$1'),
  ];
  return stems.find((stem) => stem !== lower && PLAIN_VERBS.has(stem)) ?? null;
}
