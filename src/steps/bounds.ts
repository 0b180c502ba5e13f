import type { Action, ParsedStep, Target } from './action.ts';
import { notUnderstood } from './rules.ts';
import { isListEntry } from './listEntries.ts';
import { escapeRegExp, inside, restore, sub, type Phrase } from './tokens.ts';
import { plainVerb } from './verbs.ts';

/**
 * Bounded noun phrases: a name or a value is a few words the page shows or the field takes, never a description, a
 * second clause or a place on the screen. What a rule cannot bound is refused (not understood, with words that would
 * be), since a step misread is worse than a step not understood: it can pass while doing the wrong thing.
 */

/** Verbs that act on one element, whose object is a name. */
const POINTER_VERB =
  /^(click|tap|double-click|right-click|hover(?:\s+over)?|press|select|choose|pick|check|tick|open)\s+/i;

/** "a product", "an item", "any link": one of many, never named. */
const INDEFINITE =
  /^(?:on\s+)?(?:an?|any|some|one)\s+(?!\uE000|new\s+(?:browser\s+)?(?:tab|window))([\w-]+(?:\s+[\w-]+)?)$/i;

/** "a product in the Women category", "any search result": one entry of a list, wherever it is. */
const ANY_ENTRY = /^(?:on\s+)?(?:an?|any|some|one)\s+((?:[\w-]+\s+)?[\w-]+?)(?=$|\s+(?:in|on|of|from|under|within)\s)/i;

/**
 * A step that points at "a product" or "a search result" means one entry of the page's list, and a person picks the
 * first: it reads as the first. Any other "a …" ("a category", "an element") names no element: it is refused with the
 * same step pointing at the first one.
 */
function indefiniteTarget(phrase: Phrase): ParsedStep | Phrase | null {
  const verb = POINTER_VERB.exec(phrase.text);
  const after = verb ? phrase.text.slice(verb[0].length) : '';
  const entry = ANY_ENTRY.exec(after);
  if (verb && entry && isListEntry(entry[1]!)) {
    return sub(phrase, `${verb[0]}the first ${after.slice(entry[0].length - entry[1]!.length)}`);
  }
  const object = verb && INDEFINITE.exec(after);
  if (!verb || !object) return null;
  const noun = object[1]!;
  return notUnderstood(
    `“${restore(sub(phrase, phrase.text.slice(verb[0].length)))}” names no one element: say which, by its words or ` +
      `its place, as in: ${capitalizeFirst(verb[1]!)} the first ${noun}`,
    `${capitalizeFirst(verb[1]!)} the first ${noun}`,
  );
}

/** Verbs that type a value. */
const TYPING_VERB = /^(enter|type|input|insert|fill\s+in|provide|search\s+for|write)\s+/i;
/** A value described instead of given: "an employee id", "valid data", "my username", "the required details". */
const DESCRIBED =
  /^(?:an?|any|some|valid|invalid|correct|incorrect|wrong|random|realistic|proper|required|my|your|his|her|their|its|the|pre-?recorded|stored|saved|registered|existing|default)\s+/i;

/** The stored test account's values, when the step asks for them by what they are ("Enter my password"). */
const ACCOUNT_VALUE =
  /^(?:(?:my|your|the|a|an|valid|correct|pre-?recorded|stored|saved|registered|existing|default|test)\s+)*(?:(user\s*name|username|user\s*id|userid|e-?mail(?:\s+address)?|login)|(password))(?:\s+(?:in|into)\s+(?:the\s+)?(.+))?$/i;

/**
 * "Enter valid username and password", "Enter valid login credentials": sign in with the stored account. "Enter my
 * username": type the stored account's username into the field of that name.
 */
function accountValue(phrase: Phrase): Phrase | 'signIn' | null {
  const verb = TYPING_VERB.exec(phrase.text);
  if (!verb) return null;
  const rest = phrase.text.slice(verb[0].length);
  // "Enter my "username" and "password"": the words quoted are what the values are, not the values.
  if (CREDENTIALS.test(restore(sub(phrase, rest)).replace(/["“”']/g, ''))) return 'signIn';
  if (/\uE000/.test(rest)) return null;
  const account = ACCOUNT_VALUE.exec(rest);
  // "Enter Username", "enter password": the stored account's, as a manual test case means it.
  const bare = account !== null && /^(?:user\s*name|username|password|e-?mail|login|userid|user\s+id)$/i.test(rest);
  if (!account || !(DESCRIBED.test(rest) || bare)) return null;
  const field = account[3] ?? account[1] ?? 'password';
  return sub(phrase, `type ${account[1] ? '{{account.username}}' : '{{account.password}}'} into ${field}`);
}

const CREDENTIALS =
  /^(?:(?:my|your|the|a|an|valid|correct|admin|the\s+admin)\s+)*(?:(?:login|user|account|admin)\s+)?(?:credentials?|(?:user\s*name|username|e-?mail|login)\s*(?:\s(?:and|&)\s|\/)\s*password)$/i;

/** A typed value that is a description ("an employee id", "valid data"), not the words to type; null when it is not. */
function describedValue(action: Action, phrase: Phrase): string | null {
  // "user: "Pam" should have an attached photo": quoted words among others are no one value to check.
  const checked = action.type === 'expect' && 'value' in action.assertion ? action.assertion.value : null;
  if (
    typeof checked === 'string' &&
    /["“”]/.test(checked) &&
    !phrase.quotes.some((quote) => inside(quote) === checked)
  ) {
    return `“${checked}” holds quoted words and others: quote only the value`;
  }
  if (action.type === 'expect' && action.assertion.type === 'value' && COMPARISON.test(action.assertion.value)) {
    return `“${action.assertion.value}” is a comparison, which a check of a value cannot make: give the value`;
  }
  // "Enter valid data for an article entitled "goats"": what to fill, described; no field is named so.
  if (action.type === 'fill' && DESCRIBED_FIELD.test(action.target.name)) {
    return `“${action.target.name}” describes what to fill rather than naming a field: name each field and its value, as in: Type "${action.value}" into Title`;
  }
  const value = action.type === 'fill' || action.type === 'typeText' || action.type === 'search' ? action.value : null;
  if (value === null || value.includes('{{')) return null;
  // "Enter username and password": "and" is what joins two things, never the words typed.
  if (!phrase.quotes.some((quote) => inside(quote) === value) && FUNCTION_WORDS.test(value)) {
    return `“${value}” joins words rather than being a value to type`;
  }
  // "Enter more than 255 characters", "type 10 digits": how much, not what.
  if (!phrase.quotes.some((quote) => inside(quote) === value) && (COMPARISON.test(value) || AMOUNT_OF.test(value))) {
    return `“${value}” says how much to type rather than what: write the value itself, in quotes`;
  }
  // "Search for 'cute puppies' on YouTube and play the first video": a quote among other words is no one value.
  if (/["“”]/.test(value) || /(?:^|\s)'[^']+'(?:\s|$)/.test(value)) return `“${value}” holds quoted words and others`;
  if (!DESCRIBED.test(value)) return null;
  // A value the step quoted is the words to type, whatever they are.
  if (phrase.quotes.some((quote) => inside(quote) === value)) return null;
  if (/^the\s+(?:text|value|word)s?\s/i.test(value)) return null;
  return `“${value}” describes a value rather than giving it: write the value itself, in quotes`;
}

/** "desired", "the appropriate option": words that leave the choice to the reader, in lower case as no label is. */
const CHOSEN_BY_READER =
  /^(?:desired|appropriate|relevant|respective|corresponding|wanted|specific|particular|chosen|needed|necessary|preferred|intended|expected|right)(?:\s+[a-z-]+)?$/;

/** Words that only join or frame others: never a value by themselves. */
const FUNCTION_WORDS = /^(?:(?:and|or|then|with|in|into|to|of|for|on|at|by|from|the|an?)\s*)+$/i;

/** A field's name that only describes what goes into the form: "valid data for an article", "some details". */
const DESCRIBED_FIELD =
  /^(?:(?:the|an?|all|my)\s+)?(?:valid|invalid|correct|incorrect|wrong|random|some|dummy|sample|test|required|necessary|all)\s+(?:data|details|information|info|values?|inputs?|fields?)\b/i;

/** "255 characters", "ten digits": an amount of typing, not the words typed. */
const AMOUNT_OF = /^(?:\w+\s+)?(?:characters?|chars?|letters?|digits?|words?|symbols?)(?:\s|$)/i;

/** "more than 0 products", "at least 3": a comparison, not a value. */
const COMPARISON = /^(?:more|less|fewer|greater|higher|lower)\s+than\s|^at\s+(?:least|most)\s/i;

const capitalizeFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * What the step's own words already tell is not one step: a described value or an indefinite target. Returns the
 * refusal, a rewritten phrase for the rules, 'signIn', or null to let the rules read the words as they are.
 */
export function beforeRules(phrase: Phrase): ParsedStep | Phrase | 'signIn' | null {
  return indefiniteTarget(phrase) ?? indefiniteOption(phrase) ?? accountValue(phrase);
}

/** "Select a country from the dropdown", "choose any option in Size": which option is left to the reader. */
const INDEFINITE_OPTION =
  /^(select|choose|pick)\s+(?:an?|any|some|one)\s+((?!\uE000)[\w-]+(?:\s+[\w-]+)?)\s+(?:from|in|of)\s+(.+)$/i;

/** "select the name from drop down": one lower-case word after "the" says what kind of option, not which. */
const KIND_OF_OPTION = /^([Ss]elect|[Cc]hoose|[Pp]ick)\s+the\s+([a-z][a-z-]*)\s+(?:from|in)\s+(.+)$/;

function indefiniteOption(phrase: Phrase): ParsedStep | null {
  const option = INDEFINITE_OPTION.exec(phrase.text) ?? KIND_OF_OPTION.exec(phrase.text);
  if (!option) return null;
  const [, verb, noun, list] = option;
  return notUnderstood(
    `“${noun}” names no option in particular: quote the option to choose, as in: ` +
      `${capitalizeFirst(verb!)} "…" from ${restore(sub(phrase, list!))}`,
    null,
  );
}

/** Words that start a clause of their own inside what should be one name. */
const CLAUSE = /\s(?:that|which|who|whose|so\s+that|because|until|while)\s/i;

/** Words that name no element in particular ("the element", "it", "that item"). */
const GENERIC =
  /^(?:(?:this|that|these|those|the|an?)\s+)?(?:(?:new|added|same|other|given)\s+)?(?:element|elements|it|them|this|that|thing|things|one|something|item|object|widget|component)$|^(?:this|that|these|those)\s/i;

/** "both checkboxes", "all the links", "X and my Y": several things where a step acts on or checks one. */
const SEVERAL = /^(?:both|all|every|each)\s|\s(?:and|or)\s+(?:my|your|their|our|the|an?)\s/i;

/** "name of the column", "text of the link", "top of the page": a part of something, described. */
const PART_OF =
  /^(?:name|title|text|label|value|content|contents|top|bottom|end|middle|side|edge|corner|header|heading)\s+of\s+(?:the|an?|this|that)\s/i;

/** Why a target's name cannot be the name of one element, or null when it can. */
function unboundedName(target: Target): string | null {
  const name = target.name;
  if (/["“”]/.test(name) && !target.exact) return `“${name}” holds quote marks and other words`;
  if (target.exact) return null;
  if (CLAUSE.test(` ${name} `)) return `“${name}” holds a clause of its own`;
  // "the first day in the month with times available": a description, longer than the words on a control.
  if (name.split(/\s+/).length >= 7 && /\s(?:in|with|of|from|for)\s/i.test(name)) {
    return `“${name}” describes what to look for rather than naming it: quote the words it shows`;
  }
  if (GENERIC.test(name) && target.ordinal === null) return `“${name}” could be anything on the page`;
  if (FUNCTION_WORDS.test(name)) return `“${name}” only joins words, and names nothing`;
  // "the desired checkbox", "the appropriate option": which one is left to the reader (a label is capitalised).
  if (CHOSEN_BY_READER.test(name)) return `“${name}” says which one is wanted without naming it`;
  // "a second tab of your webpage": what is left of a name once its own words were read as a place.
  if (/^(?:of|with|from|for|and|or)\s/i.test(name)) return `“${name}” is only the end of a name`;
  // "the placeholder text of the": words cut off before what they were about.
  if (/\s(?:the|an?|of|with|from)$/i.test(name)) return `“${name}” breaks off before what it names`;
  if (SEVERAL.test(name)) return `“${name}” names several things: name one, or write a step for each`;
  // "checkout an product": an article inside lower-case words joins a verb to its object, which no label does.
  if (/^[a-z][a-z-]*\s+(?:an?|the)\s+[a-z]/.test(name)) return `“${name}” reads as words about it, not its name`;
  // "10 or 25", "previous/next": either of two, which no one element is.
  if (/^[\w.-]+\s+or\s+[\w.-]+$/i.test(name) || /^[a-z]{3,}\/[a-z]{3,}$/i.test(name)) {
    return `“${name}” names either of two things: name the one meant`;
  }
  // "the name of the column", "the top of the page": a part of something, described, not words it shows.
  if (PART_OF.test(name)) return `“${name}” describes where it is rather than naming it: quote the words it shows`;
  // "the Body field and leave Title empty": a role word ends the name; what follows "and" is another step.
  if (/\b(?:field|button|link|box|checkbox|dropdown|tab|menu|switch|toggle)\s+and\s/i.test(name)) {
    return `“${name}” holds a second step after its role word`;
  }
  // "Save and Close" is a button; "red and buy them" is a second step, whose verb has an object of its own.
  // "submit and add owner", "Save and check it": a second step after "and" ("Save and Close" is one button's name,
  // and so is "the Save and add another button", named with its role word).
  const second =
    /\sand\s+(?:then\s+)?([a-z-]+)\s+(?:it|them|this|that|the|an?|my|your)\b/i.exec(name) ??
    (target.kind === null ? /\sand\s+(?:then\s+)?([a-z-]+)\s+\S/i.exec(name) : null);
  if (second && plainVerb(second[1]!)) return `“${name}” holds a second step (“and ${second[1]} …”)`;
  return null;
}

/**
 * "Search Employee by Name in Employee List Page": a page is where a field is, never the field typed into or chosen
 * from; the words before it are a description, not a value.
 */
function pageAsField(action: Action): string | null {
  if (action.type !== 'fill' && action.type !== 'search' && action.type !== 'select') return null;
  const target = action.target;
  // "Records per page" is a control's name; "Employee List Page" a page.
  if (!target || target.kind !== null || target.exact || !/(?<!\bper)\s(?:page|screen)$/i.test(target.name))
    return null;
  return `“${target.name}” is a page, not a field to ${action.type === 'select' ? 'choose from' : 'type into'}`;
}

const PROPERTY =
  /^(?:the\s+)?(?:placeholder|colou?r|background(?:\s+colou?r)?|font(?:\s+(?:size|colou?r|weight))?|size|width|height|position|style|alignment|border|opacity)(?:\s+text)?$/i;

/** "The placeholder text of the search box is …", "the colour of the button is …": a property of an element, not one. */
function propertyChecked(action: Action): string | null {
  if (action.type !== 'expect' || !('target' in action.assertion) || !action.assertion.target) return null;
  const { kind, name } = action.assertion.target;
  if ((kind !== null && kind !== 'text') || !PROPERTY.test(name)) return null;
  return `“${name}” is a property of an element, which steps do not check: check the words it shows`;
}

/** "Check the page loads within 3 seconds": a box to tick is never named by a sentence. */
const SENTENCE =
  /\s(?:is|are|was|were|loads?|has|have|appears?|works?|opens?|displays?|shows?|contains?|exists?|gets?|should|will|can|does|do)\s/i;

function tickedSentence(action: Action): string | null {
  if (action.type !== 'check' || action.target.kind !== null || action.target.exact) return null;
  const [, ...after] = action.target.name.split(/\s+/);
  // "form submits without errors": a verb's third person after the first word ("Accepts new patients" is a label).
  const verbAfter = after.some((word) => /s$/i.test(word) && (plainVerb(word) ?? word) !== word.toLowerCase());
  // "I check the list of the elements in the Header": a look at a part of the page, described, is no box.
  if (DESCRIBED_LIST.test(action.target.name)) {
    return `“${action.target.name}” describes a part of the page, not a box to tick: write Check that …`;
  }
  if (!SENTENCE.test(` ${action.target.name} `) && !verbAfter) return null;
  return `“${action.target.name}” reads as something to check on the page, not a box to tick: write Check that …`;
}

/** Each step a line holds: a sequence's, or the one it is. */
const partsOf = (action: Action): Action[] => (action.type === 'sequence' ? action.actions.flatMap(partsOf) : [action]);

/** Every target one step names. */
function targetsOf(action: Action): Target[] {
  switch (action.type) {
    case 'expect':
      return 'target' in action.assertion && action.assertion.target ? [action.assertion.target] : [];
    case 'drag':
      return [action.target, action.to];
    default:
      return 'target' in action && action.target ? [action.target] : [];
  }
}

/** Controls a page has many of, each told apart by its words: one with no words, place or order is none of them. */
const TOLD_BY_WORDS = new Set<Target['kind']>(['link', 'button', 'image', 'menuitem', 'tab', 'option']);

/** "All results should contain …", "each row shows …": a check of every one of several, which a step makes of one. */
const EVERY = /^(?:all|every|each)\s+(?:of\s+)?(?:the\s+)?[\w-]+/i;

/** Why a check of every one of several things cannot be made as one check; null when it is not such a check. */
function everyOne(action: Action, phrase: Phrase): string | null {
  // A count, or a check made of every one by its nature ("All images should load"), is one check.
  if (action.type !== 'expect' || !['text', 'state', 'value'].includes(action.assertion.type)) return null;
  const every = EVERY.exec(phrase.text);
  if (!every) return null;
  return `“${every[0]}” asks for a check of each one: check one by its words, or count them`;
}

/** "The employee details should be displayed": what a part of the page is about, not words or an element on it. */
function describedState(action: Action): string | null {
  if (action.type !== 'expect' || action.assertion.type !== 'state') return null;
  const { kind, name, exact } = action.assertion.target;
  if (kind !== null || exact || !DESCRIBED_WORDS.test(name)) return null;
  return `“${name}” describes what to see rather than naming it: put the words the page shows in quotes`;
}

/** "… is displayed with all the options": a value check whose value is a state and more, not a value. */
function stateAsValue(action: Action): string | null {
  if (action.type !== 'expect' || action.assertion.type !== 'value') return null;
  const first = /^(displayed|shown|visible|present|enabled|disabled|loaded|opened|selected)\s/i.exec(
    action.assertion.value,
  );
  if (first) return `“${action.assertion.value}” is a state and more words, not a value to check`;
  // "The "Email" field should be read-only": how the field behaves, which no check of its value shows.
  const quotedValue =
    /^(?:read[\s-]?only|editable|not\s+editable|required|mandatory|optional|focused|masked|clickable)$/i;
  return quotedValue.test(action.assertion.value)
    ? `“${action.assertion.value}” is how the field behaves, not a value it holds: check what it shows, or that it is disabled`
    : null;
}

/** "20 more items", "3 fewer rows": a change in how many, not how many there are. */
const ADDED = /\b\d+\s+(?:more|additional|extra|fewer|less)\b/i;

/** Why a check says too little to find what it means; null when it says enough. */
function unnamed(action: Action, phrase: Phrase): string | null {
  if (action.type === 'click' || action.type === 'hover' || action.type === 'rightClick') {
    const { kind, name, ordinal, region } = action.target;
    if (TOLD_BY_WORDS.has(kind) && name === '' && ordinal === null && region === null) {
      return `“the ${kind}” names no ${kind} in particular: say which, by the words it shows`;
    }
  }
  // "20 more items should be displayed": how many were added, which no count of what is shown says.
  // "see if there are 5 elements": elements of any kind, which no count of one kind is.
  if (
    action.type === 'expect' &&
    action.assertion.type === 'count' &&
    /\b\d+\s+(?:elements?|things?)\b/i.test(phrase.text)
  ) {
    return 'Elements of any kind cannot be counted: say what kind, as in: There are 5 rows in the table';
  }
  const added = action.type === 'expect' && action.assertion.type === 'count' ? ADDED.exec(phrase.text) : null;
  if (added) return `“${added[0]}” says how many were added or taken away: count all that should be shown`;
  if (action.type === 'expect' && action.assertion.type === 'count' && action.assertion.count === 0) {
    // No element named so is there whatever the page shows: only a kind of element can be counted to none.
    if (action.assertion.target.kind === null)
      return `“${action.assertion.target.name}” is no kind of element to count`;
  }
  return null;
}

/** Words a check looks for that no page shows as written: a description, not a quote. */
function describedText(action: Action, phrase: Phrase): string | null {
  if (action.type !== 'expect' || action.assertion.type !== 'text') return null;
  const { text, present } = action.assertion;
  if (phrase.quotes.some((quote) => inside(quote) === text)) return null;
  if (/["“”]/.test(text)) return `“${text}” holds quote marks and other words: quote only the words the page shows`;
  // "No errors are shown" looks for no such words at all, and says what it means.
  if (DESCRIBED_WORDS.test(text))
    return `“${text}” describes what to see rather than quoting it: put the words the page shows in quotes`;
  // "the badge count disappears": lower-case words no page shows pass a check of their absence whatever it shows.
  if (!present && /^(?:the\s+)?[a-z][a-z-]*\s+[a-z][a-z\s-]*$/.test(text))
    return `“${text}” describes what should go rather than quoting it: quote the words, or name the element, as in: The "Unread" badge is not visible`;
  if (DESCRIBED_LIST.test(text))
    return `“${text}” describes what to see rather than quoting it: check a heading or an entry by its words`;
  if (CHANGES.test(text))
    return `“${text}” says something changes, which no words on the page show: check what it becomes`;
  // "the correct airline is chosen", "… Next page link are disabled": a sentence about the page, not words on it.
  if (STATEMENT.test(` ${text} `))
    return `“${text}” says something about the page rather than quoting words on it: check that element's state, or quote its words`;
  // "the transaction should appear in the list": which transaction, the step does not say.
  if (
    present &&
    /^[a-z][a-z-]*(?:\s+[a-z][a-z-]*)*$/.test(text) &&
    new RegExp(`\\bthe\\s+${escapeRegExp(text)}\\b`).test(phrase.text)
  )
    return `“${text}” describes what to see rather than quoting it: put the words the page shows in quotes`;
  if (GENERIC.test(text) || CLAUSE.test(` ${text} `) || (present && MESSAGE_KIND.test(text))) {
    return `“${text}” describes what to see rather than quoting it: put the words the page shows in quotes`;
  }
  return null;
}

/** "the copyright information", "the order details": what words are about, not the words ("Account Details" is). */
const DESCRIBED_WORDS =
  /^(?:the\s+)?[a-z][a-z\s-]*\s(?:information|info|details|data|content|contents|number|id|code|total|amount|balance|price|date|status|text)$/;

/** "list of owners", "the details of the order": a part of the page described by what it holds. */
const DESCRIBED_LIST = /^(?:the\s+|an?\s+)?(?:list|table|grid|set|number|details|summary|overview)\s+of\s+/i;

/** "airline is chosen", "link are disabled": a subject and what it is, which no page shows as words. */
const STATEMENT = /\s(?:is|are|was|were|has\s+been|have\s+been|gets|got)\s+(?:not\s+)?[a-z]+(?:ed|en)\s/i;

/** "cart count increase", "the total changes": a change, seen between two moments, not words shown at one. */
const CHANGES =
  /\s(?:increases?|increasing|decreases?|decreasing|changes?|changing|updates?|updating|goes\s+(?:up|down)|go\s+(?:up|down)|grows?|shrinks?|drops?|rises?)$/i;

/** "success message", "an alert", "the error": a message by its kind, whose words the step does not give. */
const MESSAGE_KIND =
  /^(?:(?:the|an?)\s+)?(?:(?:success|successful|error|warning|info|confirmation|validation|upload\s+success|alert)\s+)?(?:message|notification|toast|snackbar|alert|banner|popup|pop-up|error|result)s?$/i;

/** The rules' reading, unless one of its names is no name: then the step is not understood, saying why. */
export function afterRules(parsed: ParsedStep, phrase: Phrase): ParsedStep {
  if (!parsed.ok) return parsed;
  for (const action of partsOf(parsed.action)) {
    const why =
      describedValue(action, phrase) ??
      describedText(action, phrase) ??
      unnamed(action, phrase) ??
      everyOne(action, phrase) ??
      describedState(action) ??
      stateAsValue(action);
    if (why) return notUnderstood(`${why}.`, null);
    const unbounded =
      targetsOf(action)
        .map(unboundedName)
        .find((reason) => reason !== null) ??
      pageAsField(action) ??
      tickedSentence(action) ??
      propertyChecked(action);
    if (unbounded) return notUnderstood(`${unbounded}: name one element by the words it shows.`, null);
  }
  return parsed;
}
