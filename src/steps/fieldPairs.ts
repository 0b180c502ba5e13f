import type { Action } from './action.ts';
import { understood, type Family, type Rule } from './rules.ts';
import { groups, quoted, sub, valueOf, type Phrase } from './tokens.ts';

/**
 * Fields every form has, by the words people call them: a step that lists them with values ("Name: Natallia",
 * "provide firstname: Tester, lastname: Akbar, and postal code: 1123", "populate username "Marvin" and password
 * "1234"") types each value into its field. Only these words make a pair, so "Result: saved" stays no step.
 */
const FIELD =
  '(?:(?:first|last|middle|full|user|sur|nick|company|display|given|family)\\s*name|name|e-?mail(?:\\s+address)?|' +
  '(?:confirm(?:ation)?\\s+|new\\s+|old\\s+|current\\s+)?password|(?:phone|mobile|telephone|contact)(?:\\s+number)?|' +
  'address(?:\\s+line\\s+\\d)?|street|city|state|country|zip(?:\\s*code)?|postal\\s*code|post\\s*code|age|salary|' +
  'department|company|subject|message|comment|description|date\\s+of\\s+birth|dob|card\\s+number|cvv|cvc|' +
  'expiry(?:\\s+date)?|amount|quantity|website|occupation|login|user\\s*id)';

const PAIR = new RegExp(
  `^(?:the\\s+|my\\s+)?(${FIELD})(?:\\s*[:=]\\s*(.+)|\\s+(?:as\\s+|with\\s+|of\\s+)?(\\uE000\\d+\\uE001))$`,
  'i',
);

/** Verbs that put values into fields, with what may follow them before the pairs. */
const TYPING =
  /^(?:(?:enter|type|input|provide|populate|supply|add|fill\s+(?:in|out)|fill|key\s+in|write)\s+(?:(?:the\s+)?(?:form|details|fields?)\s+with\s+)?)?/i;

/** Each "field value" of the words, or null unless every part is one. */
function pairs(words: Phrase, colons: boolean): Action[] | null {
  const parts = words.text.split(/\s*,\s*(?:and\s+)?|\s+and\s+/i);
  const fills: Action[] = [];
  for (const part of parts) {
    const pair = groups(sub(words, part), PAIR);
    // Without a verb, only "Label: value" is a pair: "message "Saved"" under Then is a check.
    if (!pair || (colons && !pair(2).text)) return null;
    const value = pair(2).text ? pair(2) : pair(3);
    // An unquoted value after a colon is a few words at most: more is a sentence, not a value.
    if (quoted(value) === null && value.text.split(/\s+/).length > 4) return null;
    const field = pair(1).text.replace(/\s+/g, ' ');
    fills.push({
      type: 'fill',
      target: { kind: null, name: field, exact: false, ordinal: null, region: null },
      value: valueOf(value),
    });
  }
  return fills;
}

/** "Name: Natallia", "input username with "standard_user"", "add username 'pass' and password 'pass123'". */
const fieldPairs: Rule = (line) => {
  const verb = TYPING.exec(line.text)?.[0] ?? '';
  const fills = pairs(sub(line, line.text.slice(verb.length)), verb === '');
  if (!fills) return null;
  return understood(fills.length === 1 ? fills[0]! : { type: 'sequence', actions: fills });
};

/** Fields listed with their values, each typed into its field. */
export const fieldPairFamily: Family = {
  name: 'fields listed with values',
  rules: [fieldPairs],
  examples: [
    ['Name: Ann', 'Type “Ann” into the field “Name”'],
    [
      'Enter city: Oslo and zip code: 0150',
      'Type “Oslo” into the field “city”, then type “0150” into the field “zip code”',
    ],
    [
      'populate username "bob" and password "pw"',
      'Type “bob” into the field “username”, then type “pw” into the field “password”',
    ],
  ],
};
