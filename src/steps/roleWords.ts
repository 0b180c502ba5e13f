import type { TargetKind } from './action.ts';

/**
 * Role words and the kind each names. A *strong* word is read as a role even in bare words with no
 * "the" ("Click Sign in button"); a weak one only after "the" or an ordinal, or next to a quoted
 * name, because weak words are common inside labels ("Click Add item", "Click Next tab").
 */
export const ROLE_WORDS: [word: string, kind: TargetKind, strong: boolean][] = [
  ['button', 'button', true],
  ['radio button', 'radio', true],
  ['radio', 'radio', false],
  ['hyperlink', 'link', true],
  ['link', 'link', true],
  ['search box', 'field', true],
  ['search field', 'field', true],
  ['search input', 'field', true],
  ['searchbox', 'field', true],
  ['text field', 'field', true],
  ['input field', 'field', true],
  ['entry field', 'field', true],
  ['entry box', 'field', true],
  ['input box', 'field', true],
  ['text input', 'field', true],
  ['form field', 'field', true],
  ['text box', 'field', true],
  ['textbox', 'field', true],
  ['text area', 'field', true],
  ['textarea', 'field', true],
  ['field', 'field', true],
  ['input', 'field', false],
  ['box', 'field', false],
  ['check box', 'checkbox', true],
  ['checkbox', 'checkbox', true],
  ['tickbox', 'checkbox', true],
  ['switch', 'switch', false],
  ['toggle', 'switch', false],
  ['drop-down', 'dropdown', true],
  ['drop down', 'dropdown', true],
  ['dropdown', 'dropdown', true],
  ['select box', 'dropdown', true],
  ['dropdown box', 'dropdown', true],
  ['drop-down box', 'dropdown', true],
  ['drop down box', 'dropdown', true],
  ['dropdown list', 'dropdown', true],
  ['dropdown menu', 'dropdown', true],
  ['select', 'dropdown', false],
  ['combo box', 'dropdown', true],
  ['combobox', 'dropdown', true],
  ['list box', 'dropdown', true],
  ['listbox', 'dropdown', true],
  ['autocomplete', 'dropdown', true],
  ['auto-complete', 'dropdown', true],
  ['slider', 'slider', true],
  ['range slider', 'slider', true],
  ['date picker', 'field', true],
  ['datepicker', 'field', true],
  ['option', 'option', false],
  ['tab', 'tab', false],
  ['heading', 'heading', false],
  ['headline', 'heading', false],
  ['title', 'heading', false],
  ['menu item', 'menuitem', false],
  ['image', 'image', false],
  ['picture', 'image', false],
  ['icon', 'image', false],
  ['row', 'row', false],
  ['cell', 'cell', false],
  ['column header', 'cell', true],
  ['column heading', 'cell', true],
  ['list item', 'listitem', false],
  ['item', 'listitem', false],
  ['dialog', 'dialog', false],
  ['modal', 'dialog', false],
  ['popup', 'dialog', false],
  ['pop-up', 'dialog', false],
  ['text', 'text', false],
];

/** Longest first, so "radio button" is read before "button". */
export const ROLE_PATTERN = [...ROLE_WORDS]
  .map(([word]) => word)
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/-/g, '\\-').replace(/ /g, '\\s+'))
  .join('|');
