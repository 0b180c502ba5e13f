import type { Action, ParsedStep } from './action.ts';
import { notUnderstood, understood, type Family, type Rule } from './rules.ts';
import { parseTarget } from './targets.ts';
import { groups, valueOf, type Phrase } from './tokens.ts';

/** What a whole line means when it matches: steps on the page or browser as a whole, with no element to name. */
const WHOLE_LINES: [RegExp, Action][] = [
  [
    /^(?:go|navigate|move)\s+back(?:\s+(?:to\s+)?(?:the\s+)?(?:previous|last)\s+page)?$|^(?:go|return)\s+to\s+the\s+previous\s+page$|^(?:press|click|hit|use)\s+the\s+browser(?:'s)?\s+back(?:\s+button)?$/i,
    { type: 'history', direction: 'back' },
  ],
  [
    /^(?:go|navigate|move)\s+forward(?:\s+(?:to\s+)?(?:the\s+)?next\s+page)?$|^(?:press|click|hit|use)\s+the\s+browser(?:'s)?\s+forward(?:\s+button)?$/i,
    { type: 'history', direction: 'forward' },
  ],
  [/^(?:refresh|reload)(?:\s+(?:the\s+)?(?:page|browser|screen|tab|site))?$/i, { type: 'reload' }],
  [
    /^scroll(?:\s+(?:the\s+page|the\s+window))?\s+down(?:\s+(?:a\s+bit|a\s+little|once|the\s+page))?$|^scroll$/i,
    {
      type: 'scroll',
      to: 'down',
    },
  ],
  [
    /^scroll(?:\s+(?:the\s+page|the\s+window))?\s+up(?:\s+(?:a\s+bit|a\s+little|once|the\s+page))?$/i,
    {
      type: 'scroll',
      to: 'up',
    },
  ],
  [
    /^scroll(?:\s+(?:the\s+page|the\s+window))?\s+(?:(?:all\s+the\s+way\s+)?down\s+)?to\s+(?:the\s+)?(?:very\s+)?(?:bottom|end|footer)(?:\s+of\s+the\s+(?:page|screen|window))?$/i,
    { type: 'scroll', to: 'bottom' },
  ],
  [
    /^scroll(?:\s+(?:the\s+page|the\s+window))?\s+(?:(?:all\s+the\s+way\s+)?(?:back\s+)?up\s+)?(?:back\s+)?to\s+(?:the\s+)?(?:very\s+)?(?:top|start|header)(?:\s+of\s+the\s+(?:page|screen|window))?$/i,
    { type: 'scroll', to: 'top' },
  ],
  [
    /^(?:close|dismiss|exit|shut)\s+(?:the\s+|this\s+)?(?:open\s+)?(?:(?:\uE000\d+\uE001|[\w-]+)\s+)?(?:dialog|modal|pop-?up|overlay|lightbox)(?:\s+(?:window|box))?$/i,
    { type: 'closeDialog' },
  ],
  [
    /^(?:confirm|accept|approve|ok)\s+(?:the\s+)?(?:browser(?:'s)?\s+)?(?:(?:\uE000\d+\uE001|[\w-]+)\s+)?(?:confirm(?:ation)?|alert|pop-?up|prompt|dialog)(?:\s+(?:dialog|box|popup|message))?$|^(?:click|press|hit|tap)\s+(?:on\s+)?(?:ok|okay)\s+(?:on|in)\s+(?:the\s+)?(?:browser(?:'s)?\s+)?(?:confirm(?:ation)?|alert|pop-?up|prompt)(?:\s+(?:dialog|box))?$/i,
    { type: 'browserDialog', accept: true },
  ],
  [
    /^(?:dismiss|cancel|reject|decline)\s+(?:the\s+)?(?:browser(?:'s)?\s+)?(?:(?:\uE000\d+\uE001|[\w-]+)\s+)?(?:confirm(?:ation)?|alert|prompt)(?:\s+(?:dialog|box|popup|message))?$|^(?:click|press|hit|tap)\s+(?:on\s+)?cancel\s+(?:on|in)\s+(?:the\s+)?(?:browser(?:'s)?\s+)?(?:confirm(?:ation)?|alert|prompt)(?:\s+(?:dialog|box))?$/i,
    { type: 'browserDialog', accept: false },
  ],
  [
    /^(?:switch|move|go|change)\s+(?:over\s+)?to\s+(?:the\s+)?(?:new|newly\s+opened|other|opened|second|next)\s+(?:browser\s+)?(?:tab|window)$|^(?:an?\s+|the\s+)?new\s+(?:browser\s+)?(?:tab|window)\s+(?:should\s+)?(?:open|opens|opened|is\s+opened|be\s+opened|has\s+opened|appears|pops\s+up)$/i,
    { type: 'switchTab' },
  ],
  // "Close the new tab", "I close the child window and switch back to the main window": back to the tab before it.
  [
    /^(?:close|shut)\s+(?:the\s+|this\s+)?(?:(?:new|newly\s+opened|current|opened|child|second|other|active|pop-?up|last)\s+)?(?:browser\s+)?(?:tab|window)(?:\s+and\s+(?:switch|go|return|move|come)\s+back(?:\s+to\s+(?:the\s+)?(?:main|first|original|previous|parent|old)\s+(?:browser\s+)?(?:tab|window))?)?$/i,
    { type: 'closeTab' },
  ],
  [
    /^(?:accept|allow|agree\s+to|consent\s+to|ok)\s+(?:all\s+)?(?:the\s+)?cookies?(?:\s+(?:banner|notice|popup|pop-up|consent|prompt|dialog|message))?$|^(?:dismiss|close)\s+the\s+cookie\s+(?:banner|notice|popup|pop-up|consent|prompt|dialog|message)$/i,
    { type: 'acceptCookies' },
  ],
  [
    /^(?:log|sign)\s*-?\s*(?:out|off)(?:\s+of\s+the\s+(?:app|application|site|account))?$|^logout$/i,
    { type: 'signOut' },
  ],
  [
    /^(?:wait\s+(?:for|until)\s+the\s+page\s+(?:to\s+)?(?:load|finish\s+loading|be\s+loaded|is\s+loaded|loads|has\s+loaded|finishes\s+loading)|wait\s+for\s+(?:the\s+)?page\s+load)$/i,
    { type: 'waitForLoad' },
  ],
  [/^(?:submit|send)(?:\s+(?:the|this)(?:\s+(?:[\w-]+|\uE000\d+\uE001))?\s+form)?$/i, { type: 'submitForm' }],
  [
    /^(?:take|capture|grab|save)\s+(?:a\s+|the\s+)?screenshot(?:\s+of\s+the\s+page)?$|^screenshot$/i,
    {
      type: 'screenshot',
    },
  ],
];

/** "Scroll to "Contact us"", "Scroll down to the Load more button": until the target is in view. */
function scrollTo(line: Phrase): ParsedStep | null {
  const to = groups(line, /^scroll(?:\s+(?:down|up))?\s+(?:to|until)\s+(.+?)(?:\s+is\s+(?:visible|in\s+view))?$/i);
  const target = to && parseTarget(to(1));
  return target ? understood({ type: 'scrollTo', target }) : null;
}

/**
 * "Close it with the × button", "Dismiss the banner using the close icon": a click on what closes it. "With the Escape
 * key" is that key.
 */
function closeWith(line: Phrase): ParsedStep | null {
  const how = groups(
    line,
    /^(?:close|dismiss|exit|shut|hide)\s+(?:it|this|that|them|(?:the\s+|this\s+)?(?:(?:\uE000\d+\uE001|[\w-]+)\s+){0,2}[\w-]+)\s+(?:with|using|via|by\s+(?:clicking|pressing|tapping)(?:\s+on)?)\s+(.+)$/i,
  );
  if (!how) return null;
  const key = /^(?:the\s+)?(?:escape|esc)(?:\s+key)?$/i.test(how(1).text);
  if (key) return understood({ type: 'press', key: 'Escape', target: null });
  const target = parseTarget(how(1));
  return target ? understood({ type: 'click', target, clicks: 1 }) : null;
}

/** "Answer the prompt with "hello"", "Reply to the JS prompt with hello". */
function answerPrompt(line: Phrase): ParsedStep | null {
  const answer = groups(
    line,
    /^(?:answer|reply\s+to|respond\s+to|fill(?:\s+in)?|accept)\s+(?:the\s+)?(?:browser(?:'s)?\s+|js\s+|javascript\s+)?prompt(?:\s+(?:dialog|box))?\s+with\s+(.+)$/i,
  );
  return answer ? understood({ type: 'browserDialog', accept: true, text: valueOf(answer(1)) }) : null;
}

/** "Click "OK" on the alert", "press Cancel in the confirm dialog": the page's own dialog, answered so. */
function answerAlert(line: Phrase): ParsedStep | null {
  const click = groups(
    line,
    /^(?:click|tap|press|hit|choose|select)\s+(?:on\s+)?(?:the\s+)?(\uE000\d+\uE001|ok|okay|yes|cancel|no)(?:\s+button)?\s+(?:on|in)\s+(?:the\s+)?(?:js\s+|javascript\s+|browser(?:'s)?\s+)?(?:alert|confirm(?:ation)?|prompt)(?:\s+(?:box|dialog|popup|pop-up))?$/i,
  );
  const answer = click && valueOf(click(1)).toLowerCase();
  if (!answer) return null;
  if (/^(?:ok|okay|yes|accept|confirm)$/.test(answer)) return understood({ type: 'browserDialog', accept: true });
  if (/^(?:cancel|no|dismiss)$/.test(answer)) return understood({ type: 'browserDialog', accept: false });
  return null;
}

/** "Switch to the iframe": frames need no step, as tabs need none. */
function intoFrame(line: Phrase): ParsedStep | null {
  if (!/^(?:switch|move|go)\s+(?:in)?to\s+(?:the\s+)?(?:\S+\s+)?i?frame$/i.test(line.text)) return null;
  return notUnderstood(
    'Frames need no step: a step finds what it names inside the page’s frames too, as in: Click "Pay" (in a payment frame)',
    null,
  );
}

/** "Launch the browser", "Close the browser": every run opens its own browser, and closes it when it ends. */
function browserItself(line: Phrase): ParsedStep | null {
  if (
    !/^(?:launch|open|start|close|quit|exit)\s+(?:the\s+|a\s+)?(?:new\s+)?(?:web\s+)?browser(?:\s+window)?$/i.test(
      line.text,
    )
  )
    return null;
  return notUnderstood(
    'Every run opens its own browser and closes it when it ends: leave this step out, and start with the page to open, as in: Open the app',
    null,
  );
}

function wholeLine(line: Phrase): ParsedStep | null {
  const matched = WHOLE_LINES.find(([pattern]) => pattern.test(line.text));
  return matched ? understood(matched[1]) : null;
}

/** Steps on the page or the browser as a whole: history, reload, scrolling, dialogs, cookies, logging out. */
const pageRules: Rule[] = [wholeLine, closeWith, answerPrompt, answerAlert, scrollTo, intoFrame, browserItself];

/** What is done to the page or the browser itself: reloading, closing, answering its dialogs, scrolling, screenshots. */
export const pageFamily: Family = {
  name: 'the page and the browser',
  rules: pageRules,
  examples: [
    ['Refresh the page', 'Reload the page'],
    ['Close the dialog', 'Close the open dialog'],
    ['Accept the alert', 'Accept the dialog the page shows'],
    ['Close the new tab', 'Close this tab and go back to the one before it'],
    ['Scroll to the footer', 'Scroll to the bottom'],
    ['Take a screenshot', 'Take a screenshot'],
  ],
};
