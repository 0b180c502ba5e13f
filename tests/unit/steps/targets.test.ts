import { describe, expect, it } from 'vitest';
import type { Target, TargetKind } from '../../../src/steps/action.ts';
import { actionOf, region, target } from './helpers.ts';

/** The target of "Click <words>". */
function clicked(words: string): Target {
  const action = actionOf(`Click ${words}`);
  if (action.type !== 'click') throw new Error(`Click ${words} is a ${action.type} step`);
  return action.target;
}

describe('role words', () => {
  it.each<[string, TargetKind]>([
    ['button', 'button'],
    ['link', 'link'],
    ['hyperlink', 'link'],
    ['field', 'field'],
    ['input', 'field'],
    ['textbox', 'field'],
    ['text box', 'field'],
    ['box', 'field'],
    ['text field', 'field'],
    ['checkbox', 'checkbox'],
    ['check box', 'checkbox'],
    ['radio', 'radio'],
    ['radio button', 'radio'],
    ['switch', 'switch'],
    ['toggle', 'switch'],
    ['dropdown', 'dropdown'],
    ['select', 'dropdown'],
    ['combobox', 'dropdown'],
    ['option', 'option'],
    ['tab', 'tab'],
    ['heading', 'heading'],
    ['title', 'heading'],
    ['menu item', 'menuitem'],
    ['image', 'image'],
    ['picture', 'image'],
    ['icon', 'image'],
    ['row', 'row'],
    ['cell', 'cell'],
    ['item', 'listitem'],
    ['list item', 'listitem'],
    ['dialog', 'dialog'],
    ['modal', 'dialog'],
    ['text', 'text'],
  ])('"%s" names a %s, after the name or before it', (word, kind) => {
    const expected = target('Go', { kind, exact: true });
    expect(clicked(`the "Go" ${word}`)).toEqual(expected);
    expect(clicked(`the ${word} "Go"`)).toEqual(expected);
    expect(clicked(`the Go ${word}`)).toEqual({ ...expected, exact: false });
  });

  it('names a field by its purpose for "the search box"', () => {
    expect(clicked('the search box')).toEqual(target('search', { kind: 'field' }));
  });

  it('reads only unmistakable role words in bare words with no "the"', () => {
    expect(clicked('Sign in button')).toEqual(target('Sign in', { kind: 'button' }));
    expect(clicked('Next tab')).toEqual(target('Next tab'));
    expect(clicked('"Link"')).toEqual(target('Link', { exact: true }));
  });

  it('keeps a role word alone as "any one of that kind"', () => {
    expect(clicked('the checkbox')).toEqual(target('', { kind: 'checkbox' }));
  });
});

describe('ordinals', () => {
  it.each<[string, number]>([
    ['first', 1],
    ['second', 2],
    ['third', 3],
    ['fourth', 4],
    ['fifth', 5],
    ['sixth', 6],
    ['seventh', 7],
    ['eighth', 8],
    ['ninth', 9],
    ['tenth', 10],
    ['1st', 1],
    ['2nd', 2],
    ['3rd', 3],
    ['11th', 11],
    ['last', -1],
  ])('"the %s" is %i', (word, ordinal) => {
    expect(clicked(`the ${word} "Delete" button`)).toEqual(target('Delete', { kind: 'button', exact: true, ordinal }));
  });
});

describe('regions', () => {
  it.each<[string, ReturnType<typeof region>]>([
    ['in the dialog', region('dialog')],
    ['in the modal', region('dialog')],
    ['in the popup', region('dialog')],
    ['in the header', region('header')],
    ['in the footer', region('footer')],
    ['in the navigation', region('navigation')],
    ['in the nav', region('navigation')],
    ['in the navigation bar', region('navigation')],
    ['in the menu bar', region('navigation')],
    ['in the main content', region('main')],
    ['in the sidebar', region('sidebar')],
    ['in the form', region('form')],
    ['in the table', region('table')],
    ['in the "Billing" section', region('section', 'Billing')],
    ['in the Billing section', region('section', 'Billing')],
    ['in the section "Billing"', region('section', 'Billing')],
    ['in the row "Invoice 12"', region('row', 'Invoice 12')],
    ['in the "Login" form', region('form', 'Login')],
    ['inside the dialog', region('dialog')],
  ])('"%s"', (words, expected) => {
    expect(clicked(`"Save" ${words}`)).toEqual(target('Save', { exact: true, region: expected }));
  });

  it('reads a region only at the end, and only when its words name one', () => {
    expect(clicked('Log in in the header')).toEqual(target('Log in', { region: region('header') }));
    expect(clicked('Sign in')).toEqual(target('Sign in'));
    expect(clicked('Made in the shade')).toEqual(target('Made in the shade'));
  });

  it('combines an ordinal, a role word and a region', () => {
    expect(clicked('the 2nd "Edit" link in the sidebar')).toEqual(
      target('Edit', { kind: 'link', exact: true, ordinal: 2, region: region('sidebar') }),
    );
  });
});
