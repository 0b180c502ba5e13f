import type { ParsedStep, Target } from './action.ts';
import { capitalize, understood, verbRule, type Family, type Rule } from './rules.ts';
import { groups, quoted, valueOf, type Phrase } from './tokens.ts';

/**
 * The app's own verbs: "Place the order", "Publish the post", "Delete the post "Hello"". A person does them by the
 * control that says the verb (a button "Place order", "Publish", the "Delete" of that post's row), whatever the thing
 * is called; the words after the verb only say what it acts on.
 */
export const APP_VERBS =
  'create|edit|delete|publish|unpublish|archive|unarchive|approve|reject|decline|apply|continue|book|reserve|pay|' +
  'place|buy|purchase|checkout|check\\s+out|export|import|duplicate|clone|restore|cancel|retry|refund|ship|send|' +
  'share|subscribe|unsubscribe|enroll|enrol|invite|join|like|unlike|follow|unfollow|vote|upvote|bookmark|favou?rite|' +
  'transfer|deposit|withdraw|download|print|complete|finish|start|begin|discard|reset|undo|redo|rename';

/** What the verb acts on, in a few plain words: "the order", "a new post", "all changes", "to payment". */
const OBJECT =
  /^(?:(?:on|to|for|with|by)\s+)?(?:(?:the|a|an|this|that|my|your|our|all|new|a\s+new|the\s+new|selected|current)\s+)*(?:[\w-]+\s+){0,2}[\w-]+$/i;

/** "the post "Hello"", ""Hello"", "post "Hello"": the entry of that name. */
const NAMED_ENTRY =
  /^(?:(?:the|a|an|this)\s+)?(?:(?!\uE000)[\w-]+\s+){0,2}?(\uE000\d+\uE001)(?:\s+(?:post|item|entry|row|record|card|product|user|order|task))?$/i;

const verbControl = (verb: string, region: Target['region'] = null): Target => ({
  kind: null,
  name: capitalize(verb.replace(/\s+/g, ' ')),
  exact: false,
  ordinal: null,
  region,
});

/** "Delete the post "Hello"": the verb's control in that entry; "Place the order": the control that says the verb. */
function appVerb(rest: Phrase, verb: string): ParsedStep | null {
  if (rest.text === '') return understood({ type: 'click', target: verbControl(verb), clicks: 1 });
  const named = groups(rest, NAMED_ENTRY);
  const entry = named && quoted(named(1));
  if (entry) return understood({ type: 'click', target: verbControl(verb, { kind: 'near', name: entry }), clicks: 1 });
  if (/\uE000/.test(rest.text) || !OBJECT.test(rest.text)) return null;
  // "Send it off now": what "it" is, the step does not say.
  if (/^(?:it|them|this|that|these|those|everything|something|anything)\b/i.test(rest.text)) return null;
  // "Delete is disabled", "Export should be visible": the control's name, then what it is; nothing is done.
  if (/^(?:is|are|was|were|should|must|will|can|has|have|does|do)\b/i.test(rest.text)) return null;
  // "Edit my information", "update the details": what is acted on, described; no control says so.
  if (/^(?:(?:my|your|the|their|his|her|all)\s+)*(?:information|info|details|data)$/i.test(rest.text)) return null;
  // "Create a post with the title X", "Book the flight and pay": a second clause is not the object; "create three
  // todos" is several things done, not one control.
  if (/\s(?:and|then|with|as|into|from|if|so|which|that)\s/i.test(` ${rest.text} `)) return null;
  if (/\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|some|many|multiple)\b/i.test(rest.text))
    return null;
  // "Place the order": the control "Place order", or one that says the verb alone (runner: locate/looseNames.ts).
  const object = rest.text.replace(/^(?:(?:the|a|an|this|that|my|your|our|all|selected|current)\s+)+/i, '');
  const control = { ...verbControl(verb), name: `${capitalize(verb.replace(/\s+/g, ' '))} ${object}` };
  return understood({ type: 'click', target: control, clicks: 1 });
}

/** "Add a todo "Buy milk"", "Create a new task called "Pay rent"": typed into the field that adds one, then Enter. */
function addItem(rest: Phrase): ParsedStep | null {
  const match = groups(
    rest,
    /^(?:an?\s+|the\s+|one\s+)?(?:new\s+)?([\w-]+(?:\s+item)?)\s+(?:(?:called|named|titled|with\s+the\s+(?:text|title|name))\s+)?(\uE000\d+\uE001)(?:\s+to\s+the\s+(?:list|[\w-]+\s+list))?$/i,
  );
  const asA = match
    ? null
    : groups(
        rest,
        /^(\uE000\d+\uE001)\s+as\s+(?:an?\s+)?(?:new\s+)?([\w-]+)(?:\s+to\s+the\s+(?:list|[\w-]+\s+list))?$/i,
      );
  const [noun, value] = match ? [match(1), match(2)] : asA ? [asA(2), asA(1)] : [null, null];
  const typed = value && quoted(value);
  if (!noun || typed === null || typed === undefined) return null;
  return understood({ type: 'addItem', noun: valueOf(noun).toLowerCase(), value: typed });
}

const appVerbRules: Rule[] = [verbRule('add|create|enter', addItem), verbRule(APP_VERBS, appVerb)];

/** What the app itself does, said by its verb: its control that says so, or the field that adds an item. */
export const appVerbFamily: Family = {
  name: "the app's own verbs",
  rules: appVerbRules,
  examples: [
    ['Place the order', 'Click “Place order”'],
    ['Delete the post "Hello world"', 'Click “Delete” next to “Hello world”'],
    ['Continue to payment', 'Click “Continue to payment”'],
    ['Add a todo "Buy milk"', 'Add “Buy milk” as a new todo'],
  ],
};
