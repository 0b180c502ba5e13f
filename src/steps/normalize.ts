import { rephrased } from './phrasings.ts';
import { ROLE_PATTERN } from './roleWords.ts';
import { inside, mask, type Phrase } from './tokens.ts';
import { plainVerb } from './verbs.ts';

/**
 * The normalizer: what every way of saying a step has in common, before any rule reads it. A QA person writes "User
 * clicks the login button", "When the user clicked Login", "I should be able to click Login", "Is the error visible?",
 * "Then the checkbox becomes selected"; the rules see "click the login button", "click Login", "the error is visible",
 * "the checkbox is selected". Each rewrite here is one general rule of English, never a rule for one sentence.
 */

/** The Gherkin keyword a step was written under; "And"/"But" take the one before. */
export type Keyword = 'given' | 'when' | 'then';

export interface NormalizedStep {
  phrase: Phrase;
  /** Given: a state to set up; When: an action; Then: a check; null when the step has none. */
  keyword: Keyword | null;
  /** The step says how something turned out ("… successfully", "… as expected"): an outcome, not a thing to do. */
  outcome: boolean;
}

/** A list number or bullet, a "Step 3:" label: how steps pasted from a document begin. */
const LIST_MARK = /^(?:\*|\d+[.):](?=\s)|[-•](?=\s)|step\s+\d+\s*[:.)-])\s*/i;
const GHERKIN = /^(given|when|then|and|but)(?=\s|$)\s*/i;
/** "Expected result: …", "Expected: …": what a manual test case says should be seen. */
const EXPECTED_LABEL = /^expected(?:\s+results?)?\s*:\s*/i;
/** A few words and a colon before a step that starts with a subject or a verb. */
const CASE_LABEL =
  /^(?!(?:step|expected|note)\b)(?:[\w'-]+\s+){0,3}[\w'-]+\s*:\s+(?=(?:i|we|user|users|the\s+user|click|tap|enter|type|verify|check|select|open|go|navigate|validate|ensure|confirm|fill|press|wait|log|sign|see|should)\b)/i;
const POLITE =
  /^(?:please|kindly|now|next|finally|lastly|also|first(?:ly)?(?!\s+(?:two|three|four|five|\d+)\s)|then)\s*,?\s+/i;

/** Who a step is about: the person testing, or the user they play. */
/** People a step may be about: "the clerk approves …", "a reviewer rejects …". */
const PEOPLE =
  'user|customer|visitor|admin|administrator|tester|student|shopper|buyer|member|guest|client|person|employee|' +
  'manager|owner|clerk|agent|reviewer|editor|author|operator|staff\\s+member|cashier|patient|doctor|nurse|teacher|' +
  'seller|vendor|merchant|travell?er|passenger|applicant|approver|moderator|subscriber|recruiter|candidate|' +
  'supervisor|officer|account\\s+holder|cardholder|borrower|tenant|landlord|bidder|donor|volunteer|instructor|learner';
const SUBJECT = new RegExp(
  `^(?:i|we|you|(?:the|a|an|any)\\s+(?:(?:new|logged[\\s-]in|registered|valid|admin|standard|guest|premium|support)\\s+)?(?:${PEOPLE})|(?:(?:admin|standard|new|registered|guest|premium|logged[\\s-]in)\\s+)?(?:user|customer|visitor|admin|tester|student|shopper|guest)|he|she|they|someone|it(?=\\s+(?:should|must|shall|will|does|doesn't|cannot|can't|can)\\b))\\s+`,
  'i',
);
/** Words that may stand between the subject and the verb and add nothing ("I then click", "user successfully logs in"). */
const FILLER =
  /^(?:also|then|now|first(?!\s+(?:two|three|four|five|\d+)\s)|just|successfully|again|finally|already)\s+/i;
/** Auxiliaries in the first person, as the rules read them after "I". */
const AUXILIARY: Record<string, string> = {
  "'m": 'am',
  am: 'am',
  is: 'am',
  are: 'am',
  "isn't": 'am not',
  "aren't": 'am not',
  was: 'was',
  were: 'was',
  has: 'have',
  have: 'have',
  had: 'have',
  "hasn't": "haven't",
  "haven't": "haven't",
  does: 'do',
  do: 'do',
  did: 'do',
  "doesn't": "don't",
  "don't": "don't",
  "didn't": "don't",
};
const MODAL = /^(?:should|must|shall|will|would|can|could|may|might|cannot|can't|won't|shouldn't|mustn't|wouldn't)$/i;

/** States a check names; a question or a "becomes" puts them after "is". */
export const STATE_WORDS =
  'visible|displayed|shown|present|showing|hidden|enabled|disabled|checked|unchecked|selected|deselected|' +
  'unselected|active|inactive|highlighted|empty|open|opened|closed|gone|expanded|collapsed|focused|invalid|valid|' +
  'available|unavailable|editable|read-?only|required|loaded|there|correct|blank|on|off|switched';

/** "Given I am logged in" and the like carry their Gherkin keyword to the next lines. */
function leadingNoise(text: string, previous: Keyword | null): { text: string; keyword: Keyword | null } {
  let keyword: Keyword | null = null;
  let rest = text;
  for (;;) {
    const list = LIST_MARK.exec(rest);
    if (list) {
      rest = rest.slice(list[0].length);
      continue;
    }
    const gherkin = GHERKIN.exec(rest);
    if (gherkin && keyword === null) {
      const word = gherkin[1]!.toLowerCase();
      keyword = word === 'and' || word === 'but' ? previous : (word as Keyword);
      rest = rest.slice(gherkin[0].length);
      continue;
    }
    const expected = EXPECTED_LABEL.exec(rest);
    if (expected) {
      keyword = 'then';
      rest = rest.slice(expected[0].length);
      continue;
    }
    // "Sign in: I click on forgot password", "Checkout - Click Continue": the screen or case a step belongs to.
    const label = CASE_LABEL.exec(rest);
    if (label) {
      rest = rest.slice(label[0].length);
      continue;
    }
    // "- ::click login", "[I navigate to window 0]": a document's own marks around a step.
    const marked = /^::\s*|^\[(?=[^\]]*\]$)/.exec(rest);
    if (marked) {
      rest = rest.slice(marked[0].length).replace(/\]$/, '');
      continue;
    }
    const polite = POLITE.exec(rest);
    if (polite) {
      rest = rest.slice(polite[0].length);
      continue;
    }
    return { text: rest, keyword };
  }
}

const CHECK_OF_SUBJECT =
  /^(?:verify|assert|ensure|confirm|validate|check)\s+(?:that\s+|if\s+|whether\s+)?(?=(?:i|we|you|the\s+user|user|the\s+customer|customer)\s+(?:is|am|are|was|should|can|must|will|gets?|has|have|remains?|stays?|lands?)\b)/i;

/** "am logged in", "was not signed out": a session's state, as the subject's verb left it. */
const SESSION_STATE =
  /^(?:am|was)\s+(?=(?:not\s+|still\s+|now\s+|no\s+longer\s+)*(?:logged|signed)[\s-]?(?:in|out|off)\b)/i;
const SIGNED_OUT_STATE = /^(?:am|was)\s+(?=(?:not\s+|still\s+|now\s+)*(?:logged|signed)[\s-]?(?:out|off)\b)/i;

/** Past participles whose plain verb the rules of plainVerb do not find. */
const PARTICIPLES: Record<string, string> = { done: 'do', chosen: 'choose', put: 'put', set: 'set', gone: 'go' };

/**
 * "have added a product", "has already selected Male": under Given, a state brought about by doing it, so the plain
 * verb. "am providing the name": what is being done, done. Possession ("have 2 items") keeps its words.
 */
function doneOrDoing(text: string, keyword: Keyword | null): string {
  const perfect = /^(?:have|has|had)\s+(?:already\s+|just\s+|now\s+|successfully\s+)*([a-z-]+)(?=\s|$)/i.exec(text);
  const participle = perfect?.[1]?.toLowerCase() ?? '';
  const done = PARTICIPLES[participle] ?? (/ed$/.test(participle) ? plainVerb(participle) : null);
  if (perfect && done && keyword !== 'then') return done + text.slice(perfect[0].length);
  const doing = /^(?:am|are|is)\s+([a-z-]+ing)(?=\s|$)/i.exec(text);
  const verb = doing && plainVerb(doing[1]!);
  return doing && verb ? verb + text.slice(doing[0].length) : text;
}

/** "msg", "btn": what QA people shorten, in full. */
const SHORTENED: [RegExp, string][] = [
  [/\bmsgs?\b/gi, 'message'],
  [/\bbtns?\b/gi, 'button'],
  [/\bchk\s?box(es)?\b/gi, 'checkbox$1'],
];

/** "the user's email", "the customer's name": a field of the person the test plays is that field. */
const PERSONS_FIELD =
  /\b(?:the\s+)?(?:user|customer|member|visitor|client|person|shopper|buyer)['’]s\s+(?=(?:e-?mail|name|first\s+name|last\s+name|password|phone|address|user\s*name|age|city|country|zip|postcode|postal\s+code|details)\b)/gi;

/** "Ensure the box is checked (if not, click it)": a state to bring about, when the aside says how. */
const MAKE_IT_SO =
  /^(?:ensure|make\s+sure)\s+(?:that\s+)?(.+?)\s+is\s+(checked|ticked|selected|unchecked|unticked|unselected|not\s+checked)\s*\(\s*if\b[^()]*\b(?:click|check|uncheck|tick|untick|select|deselect|toggle)\b[^()]*\)$/i;

/** A bracketed aside that ends a step: a condition, an example or a note, not part of what is done. */
const ASIDE =
  /\s*\((?:if|when|unless|in\s+case|e\.?g\.?|i\.?e\.?|for\s+example|optional(?:ly)?|note|this|which|so\s+that)\b[^()]*\)\s*$/i;

/** "User clicks …" → "click …"; "the user is on …" → "am on …"; "he should see …" → "should see …". */
function withoutSubject(written: string): string {
  const text = written
    .replace(/^(?:i'm|im)\s+/i, 'am ')
    .replace(/^(?:i've|ive)\s+/i, 'have ')
    // "authenticated", "unauthenticated": signed in or not, in a word.
    .replace(/\b(?:un-?authenticated|de-?authenticated)\b/i, 'logged out')
    .replace(/\bauthenticated\b/i, 'logged in');
  const subject = SUBJECT.exec(text);
  if (!subject) return text;
  let rest = text.slice(subject[0].length);
  while (FILLER.test(rest)) rest = rest.replace(FILLER, '');
  const [word = ''] = rest.split(/\s+/, 1);
  const lower = word.toLowerCase();
  const after = rest.slice(word.length);
  if (AUXILIARY[lower]) return AUXILIARY[lower] + after;
  if (MODAL.test(word)) return rest;
  const verb = plainVerb(word);
  if (verb) return verb + after;
  // "I'm on the home page", "Im logged in": the apostrophe form, written or not.
  if (/^'m\s/i.test(rest)) return `am${rest.slice(2)}`;
  // "I" and "we" are the person testing, whatever verb follows; other subjects only before a verb.
  return /^(?:i|we)\s/i.test(text) ? rest : text;
}

/** "Clicking Save", "Clicked Save" at the very start: the plain verb. Nouns that are also verbs stay as written. */
function plainFirstVerb(text: string): string {
  const match = /^([a-z-]+(?:ing|ed|s))(?=\s)/i.exec(text);
  if (!match) return text;
  const verb = plainVerb(match[1]!);
  if (!verb || /^(?:checks|types|tabs|links|fields|results|items|options|filters|sorts)$/i.test(match[1]!)) return text;
  return verb + text.slice(match[1]!.length);
}

/** Wrappers that add nothing to what is done or checked. */
const WRAPPERS: [RegExp, string][] = [
  // "User is able to login successfully", "should be able to sign in": signed in, as a check sees it.
  [
    /^(?:(?:should|must|shall|will|can|could)\s+)?(?:be|am|is|are)\s+able\s+to\s+(?:log|sign)[\s-]?(?:in|on)(?:\s+(?:to|into)\s+(?:the\s+)?(?:[\w'.-]+\s*){1,3})?(?:\s+successfully)?$/i,
    'should be logged in',
  ],
  // "should be able to click", "am able to see", "try to log in".
  [/^(?:(?:should|must|shall|will|can|could)\s+)?(?:be|am|is|are)\s+able\s+to\s+/i, ''],
  // "try to log in" does it; "I want to add a product" says what someone wants, which no step does.
  [/^(?:try|attempt|need)\s+to\s+/i, ''],
  // "Given that I …": the "that" of a sentence the keyword began.
  [/^that\s+(?=(?:i|we|you|the|an?|my|user|users|customer|he|she|they)\s)/i, ''],
  // "I am user on the home page", "I am a registered customer on …": where they are is what the step says.
  [
    /^(am|is|are)\s+(?:an?\s+)?(?:[\w-]+\s+)?(?:user|customer|visitor|member|admin|administrator|guest|shopper)\s+(?=on\s|in\s|at\s)/i,
    '$1 ',
  ],
  // "Make sure that X is shown" is a check of X, as "Verify that" is.
  [/^(?:make\s+sure|be\s+sure)\s+(?:that\s+)?/i, 'verify that '],
  // "should be redirected to the X page", "am taken to", "should land on": where the browser now is.
  [
    /^(?:(?:should|must|will|shall)\s+)?(?:(?:be|get|am|was)\s+)?(?:successfully\s+)?(?:redirected|navigated|taken|directed|sent|brought|returned|forwarded)\s+(?:back\s+)?to\s+/i,
    'am on ',
  ],
  [/^(?:(?:should|must|will|shall)\s+)?land(?:s|ed)?\s+on\s+/i, 'am on '],
  [/^(?:(?:should|must|will|shall)\s+)?redirects?\s+to\s+/i, 'am on '],
  // "should perform login with …", "do the login", "complete the sign in": logging in.
  [
    /^(?:(?:should|must|will|shall|can)\s+)?(?:perform|do|complete|make)\s+(?:the\s+|a\s+)?(log\s*in|login|sign[\s-]?in)\b/i,
    'log in',
  ],
  // "is presented with", "should be shown": seeing.
  [/^(?:(?:should|must|will)\s+be|am|was)\s+(?:presented|shown|displayed)\s+(?:with\s+)?(?=\S)/i, 'see '],
];

/** Steps that act on one element, whose words may end in what the action is for. */
const ACTS =
  /^(?:click|tap|double-click|right-click|press|hit|type|enter|fill|input|tick|check|uncheck|untick|select|choose|pick|hover|toggle|enable|disable|expand|collapse|open|close|submit|turn|switch)\s/i;
const PURPOSE = /\s+(?:(?:in\s+order\s+)?to|so\s+(?:that|as\s+to))\s+([a-z-]+)\b.*$/i;

/**
 * "Click the « icon to collapse the sidebar", "Tick the box next to "Milk" to mark it as done", "… so that the menu
 * opens": what an action is for says nothing of what it acts on, so it is no part of the name. "Next to", "Go to
 * cart" and "Back to top" are not purposes: only "to" followed by a verb is.
 */
function withoutPurpose(text: string): string {
  if (!ACTS.test(text)) return text;
  const purpose = PURPOSE.exec(text);
  if (!purpose) return text;
  if (/\b(?:next|close|due|according|back|up|down|scroll|go|add|proceed)$/i.test(text.slice(0, purpose.index)))
    return text;
  const before = text.slice(0, purpose.index);
  // "Toggle dark mode to disable": the way it is turned, not what for.
  if (
    /^(?:toggle|turn|switch|set)\s/i.test(text) &&
    /^\s*to\s+(?:enabled?|disabled?|activated?|deactivated?)$/i.test(purpose[0])
  )
    return text;
  // "Click the checkbox to accept terms": a role word alone is named by what it is for, the words its label shows.
  const bare = /^(\S+(?:\s+on)?)\s+(?:the|a)\s+(checkbox|check\s+box|toggle|switch|radio(?:\s+button)?)$/i.exec(before);
  const forWhat = /^\s*(?:in\s+order\s+)?to\s+(.+)$/i.exec(purpose[0]);
  if (bare && forWhat) return `${bare[1]} the ${forWhat[1]} ${bare[2]}`;
  if (!/^\s*so\s/i.test(purpose[0]) && !plainVerb(purpose[1]!)) return text;
  return before;
}

/** "X becomes selected", "X will be highlighted", "X gets disabled": X is in that state. */
const BECOMES = new RegExp(
  `\\s(?:becomes|become|gets|get|will\\s+be|turns)\\s+(?=(?:not\\s+)?(?:marked\\s+as\\s+)?(?:${STATE_WORDS})\\b)`,
  'i',
);

/** "… is shown successfully", "… is successfully logged in": the adverb says nothing a check could see. */
const SUCCESSFULLY =
  /\s+(?:successfully|correctly|properly)(?=\s+(?:logged|signed|navigated|redirected|displayed|shown|loaded|opened|to|into|in|on)\b)|\s+(?:successfully|correctly|properly|as\s+expected)$/i;

/** "… should be shown in the screen", "… appears on the page": shown is shown on the screen. */
const ON_SCREEN =
  /(\b(?:shown|displayed|visible|present|appears?|appeared|displays?))\s+(?:in|on)\s+(?:the\s+)?(?:screen|page|ui|browser|display|webpage)$/i;

/**
 * A yes/no question as the statement it asks about: "Is the error visible?" → "the error is visible", "Are there 3
 * links?" → "there are 3 links", "Does the title contain X?" → "the title contains X", "Do you see X?" → "see X".
 */
function statement(text: string): string {
  const see = /^(?:do|can|could)\s+(?:you|i|we|users?)\s+(see|find|notice)\s+(.+)$/i.exec(text);
  if (see) return `see ${see[2]}`;
  const there = /^(is|are)\s+there\s+(.+)$/i.exec(text);
  if (there) return `there ${there[1]!.toLowerCase()} ${there[2]}`;
  const state = new RegExp(`^(is|are|was|were)\\s+(.+?)\\s+((?:not\\s+)?(?:${STATE_WORDS})\\b.*)$`, 'i').exec(text);
  if (state) return `${state[2]} ${state[1]!.toLowerCase()} ${state[3]}`;
  const does =
    /^(does|do|did)\s+(.+?)\s+(contain|show|display|include|have|say|read|match|start|end|equal)(\s.*|)$/i.exec(text);
  if (does) {
    const verb = does[3]!.toLowerCase();
    const third = verb === 'have' ? 'has' : `${verb}s`;
    return `${does[2]} ${does[1]!.toLowerCase() === 'do' ? verb : third}${does[4]}`;
  }
  return text;
}

/** "The Submit button is clicked": something done to X is doing it to X, whatever the keyword. */
const DONE_TO = /^(.+?)\s+(?:is|are|gets|get)\s+(clicked|pressed|tapped|double-clicked|submitted)$/i;
/** "When both boxes are checked": under When or Given a state is one to bring about, not to check. */
const MADE_SO = /^(.+?)\s+(?:is|are|gets|get)\s+(selected|checked|ticked|unchecked|unticked|deselected)$/i;
const VERB_OF_STATE: Record<string, string> = {
  clicked: 'click',
  pressed: 'press',
  tapped: 'tap',
  'double-clicked': 'double-click',
  submitted: 'submit',
  selected: 'select',
  checked: 'check',
  ticked: 'check',
  unchecked: 'uncheck',
  unticked: 'uncheck',
  deselected: 'uncheck',
};

/** A passive as the action it names: "the form is submitted" → "submit the form". */
function active(text: string, keyword: Keyword | null): string {
  const done = DONE_TO.exec(text) ?? (keyword === 'when' || keyword === 'given' ? MADE_SO.exec(text) : null);
  if (!done) return text;
  const state = done[2]!.toLowerCase();
  // A box or a radio that is "selected" is ticked; anything else selected is picked.
  const box =
    state === 'selected' && /\b(?:check\s?box(?:es)?|boxe?s?|radios?|switch(?:es)?|toggles?)\b/i.test(done[1]!);
  return `${box ? 'check' : VERB_OF_STATE[state]} ${done[1]}`;
}

const QUESTION = /^(?:is|are|was|were|does|do|did|can|could|has|have)\s/i;

/**
 * "I have "Backpack" in my cart": under Given, put there; otherwise, seen there. Other things had keep their words.
 */
function inContainer(text: string, keyword: Keyword | null): string {
  // "Given the product "Blue Shirt" is in the cart": as "I have "Blue Shirt" in my cart".
  const isIn =
    /^(?:the\s+)?(?:(?:product|item|article)\s+)?(\uE000\d+\uE001)\s+is\s+(?:already\s+)?in\s+(?:my|the)\s+((?:shopping\s+)?(?:cart|basket|bag|wish\s*list))$/i.exec(
      text,
    );
  const had =
    (isIn ? [isIn[0], isIn[1], isIn[2]] : null) ??
    /^(?:should\s+)?have\s+(.+?)\s+in\s+(?:my|the)\s+((?:shopping\s+)?(?:cart|basket|bag|wish\s*list))$/i.exec(text);
  if (!had) return text;
  return keyword === 'given' ? `add ${had[1]} to the ${had[2]}` : `see ${had[1]} in the ${had[2]}`;
}

/** "Given I am on the login page": a state the test sets up, so the browser goes there. */
function setUp(text: string): string {
  // "Given I can view the steps page": able to, so done.
  if (/^(?:can|could)\s+\S/i.test(text)) return rephrased(text.replace(/^(?:can|could)\s+/i, ''));
  const on = /^(?:am|was)\s+(?:on|at|in|inside)\s+(?:the\s+)?(.+)$/i.exec(text);
  if (on && !/\b(?:field|box|section|dialog|modal|tab|form|row|table|menu|list)$/i.test(on[1]!))
    return `go to ${on[0].replace(/^(?:am|was)\s+(?:on|at|in|inside)\s+/i, '')}`;
  const open =
    /^(?:the\s+)?(.+?\s+(?:page|site|app|application|website|screen))\s+(?:is|was)\s+(?:open|opened|displayed|loaded|shown|visited)$/i.exec(
      text,
    );
  if (open) return `go to the ${open[1]!.replace(/^the\s+/i, '')}`;
  return text;
}

/** A step's words after "and" or "then" on one line: "… and the user clicks Save" → "click Save". */
export const normalizePart = (text: string): string => rephrased(plainFirstVerb(withoutSubject(text.trim())));

/** A role word alone in quotes ("button", "dialogue"), as Behat steps write one after a quoted name. */
const QUOTED_ROLE = new RegExp(`^(?:${ROLE_PATTERN}|dialogue|region|field|menu\\s+item)$`, 'i');

/** "Submit" "button" in the "Confirmation" "dialogue" → "Submit" button in the "Confirmation" dialog. */
function roleWordsUnquoted(masked: Phrase): string {
  return masked.text.replace(/(\uE000\d+\uE001)\s+\uE000(\d+)\uE001/g, (whole, name: string, index: string) => {
    const word = inside(masked.quotes[Number(index)] ?? '').trim();
    return QUOTED_ROLE.test(word) ? `${name} ${word.replace(/^dialogue$/i, 'dialog')}` : whole;
  });
}

export function normalizeStep(line: string, previous: Keyword | null = null): NormalizedStep {
  const masked = mask(
    line
      .replace(/\s+/g, ' ')
      .trim()
      // "http:example.com": the slashes a hurried address left out.
      .replace(/\b(https?):(?!\/)(?=[\w-]+\.[\w.-]+)/gi, '$1://')
      // "should'nt", "does'nt": the apostrophe where a phone put it.
      .replace(/\b(should|would|could|does|do|did|is|are|was|were|ca|wo|has|have)'nt\b/gi, "$1n't"),
  );
  let text = roleWordsUnquoted(masked)
    .replace(/’/g, "'") // "don’t" typed on a phone is "don't"
    .replace(PERSONS_FIELD, 'the ')
    .trim();
  for (const [short, full] of SHORTENED) text = text.replace(short, full);
  const question = /\?\s*$/.test(text);
  // A run of dots is tried from its first dot only: tried from each, a long run not at the end is read once per dot.
  text = text.replace(/\s*(?:(?<![.?])[.?]+|\s!+)$/, '').trim();
  // "Ensure the box is unchecked (if it is checked, click it)": an aside in brackets at the end says how, or when.
  const lead = leadingNoise(text, previous);
  let keyword = lead.keyword;
  // "Verify that the user is logged out", "Check whether I am on the home page": a check of what a subject is or
  // does, read as "Then" reads it once the subject is off.
  const checked = CHECK_OF_SUBJECT.exec(lead.text);
  if (checked) keyword = 'then';
  text = plainFirstVerb(withoutSubject(checked ? lead.text.slice(checked[0].length) : lead.text));
  // "… (if not, click it)": the step makes it so, rather than only looking.
  text = text.replace(MAKE_IT_SO, (_, box: string, state: string) =>
    /^(?:un|not\s)/i.test(state) ? `uncheck ${box}` : `check ${box}`,
  );
  text = text.replace(ASIDE, '');
  let before: string;
  do {
    before = text;
    for (const [pattern, replacement] of WRAPPERS) text = text.replace(pattern, replacement);
    text = doneOrDoing(withoutSubject(text), keyword);
  } while (text !== before);
  if (question || QUESTION.test(text)) {
    const asked = statement(text);
    if (asked !== text || question) keyword = 'then';
    text = asked;
  }
  const outcome = /\s(?:successfully|as\s+expected)$/i.test(text);
  text = text.replace(BECOMES, ' is ').replace(SUCCESSFULLY, '').replace(ON_SCREEN, '$1');
  text = rephrased(withoutPurpose(active(inContainer(text, keyword), keyword)));
  // "I am no longer signed in": not, now.
  text = text.replace(/^(am|was)\s+no\s+longer\s+/i, '$1 not ');
  // ""Hello" no longer appears", "the list no longer has Bob": what it did, it does not now.
  text = text
    .replace(/\s+no\s+longer\s+(appear|show|exist|display|contain|include|list|mention)s?\b/i, ' does not $1')
    .replace(/\s+no\s+longer\s+has\b/i, ' does not have')
    // "should not to be visible": the "to" a hurried hand added; "never shows": does not show.
    .replace(/(\bnot|n't)\s+to\s+(be|contain|show|display|appear|have)\b/i, '$1 $2')
    .replace(/\s+never\s+(appear|show|exist|display|contain|include|list|mention)s?\b/i, ' does not $1');
  // "Then Email: a@b.c": under Then, a label and its value is what the page shows there.
  if (keyword === 'then') text = text.replace(/^((?:[\w'-]+\s+){0,3}[\w'-]+)\s*:\s+(?=\S)/, '$1 shows ');
  // "When I am on the homepage" too: under "When" a place is gone to, as under "Given" ("When I am redirected to …"
  // still checks where a click led).
  const goneTo = keyword === 'when' && /^(?:i\s+am|i'm|we\s+are|(?:the\s+)?user\s+is)\s+(?:on|at)\s/i.test(lead.text);
  if (keyword === 'given' || goneTo) text = setUp(text);
  // "Then I am logged in" checks; "I am logged in" alone signs in first. "The user is logged out" is how things are,
  // as no step makes them: a check under any keyword but "Given".
  else if (keyword === 'then') text = text.replace(SESSION_STATE, 'should be ');
  else text = text.replace(SIGNED_OUT_STATE, 'should be ');
  return { phrase: { text: text.trim(), quotes: masked.quotes }, keyword, outcome };
}
