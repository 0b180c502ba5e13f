import { describe, expect, it } from 'vitest';
import { parseGherkin } from '../../../server/import/gherkin.ts';
import { ImportError } from '../../../server/import/types.ts';

const simple = (cases: ReturnType<typeof parseGherkin>) =>
  cases.map((c) => ({ title: c.title, steps: c.steps.map((s) => s.text) }));

function failure(text: string): { line: number | null; reason: string } {
  try {
    parseGherkin(text);
  } catch (error) {
    if (error instanceof ImportError) return { line: error.line, reason: error.reason };
    throw error;
  }
  throw new Error('parsed without an error');
}

describe('parseGherkin', () => {
  it('makes each scenario a test case, keywords kept, Background first, description, tags and comments ignored', () => {
    const cases = parseGherkin(
      [
        '# A comment',
        '@account',
        'Feature: Account',
        '  As a shopper I manage my account.',
        '  Free text of the feature.',
        '',
        '  Background:',
        '    Given the shop is open',
        '    And I am on the home page',
        '',
        '  @smoke',
        '  Scenario: Sign in',
        '    A description of the scenario.',
        '    When I sign in',
        '    Then I see my name',
        '    # a comment between steps',
        '    But not the sign-in button',
        '',
        '  Example: Sign out',
        '    * I press "Sign out"',
      ].join('\n'),
    );
    expect(simple(cases)).toEqual([
      {
        title: 'Sign in',
        steps: [
          'Given the shop is open',
          'And I am on the home page',
          'When I sign in',
          'Then I see my name',
          'But not the sign-in button',
        ],
      },
      { title: 'Sign out', steps: ['Given the shop is open', 'And I am on the home page', '* I press "Sign out"'] },
    ]);
    expect(cases[0]).toMatchObject({ line: 12, goal: '', expectedResult: '' });
    expect(cases[0]!.steps.map((s) => s.line)).toEqual([8, 9, 14, 15, 17]);
  });

  it('reads CRLF files and keeps data tables and doc strings with their step', () => {
    const cases = parseGherkin(
      [
        'Feature: Forms',
        '  Scenario: Fill',
        '    Given these users:',
        '      | name | email         |',
        '      | Ada  | ada@shop.test |',
        '    When I write:',
        '      """',
        '      Hello',
        '        there',
        '      """',
        '    Then it is sent',
      ].join('\r\n'),
    );
    expect(simple(cases)).toEqual([
      {
        title: 'Fill',
        steps: [
          'Given these users:\n| name | email         |\n| Ada  | ada@shop.test |',
          'When I write:\nHello\n  there',
          'Then it is sent',
        ],
      },
    ]);
  });

  it('makes one test case per Examples row of a Scenario Outline', () => {
    const cases = parseGherkin(
      [
        'Feature: Search',
        '  Background:',
        '    Given the shop is open',
        '  Scenario Outline: Search for <term>',
        '    When I search for "<term>"',
        '    Then I see <count> results',
        '    Examples:',
        '      | term  | count |',
        '      | shoes | 12    |',
        '      | hats  | 3     |',
        '  Scenario Outline: Sort',
        '    When I sort by <order>',
        '    Examples:',
        '      | order |',
        '      | price |',
      ].join('\n'),
    );
    expect(simple(cases)).toEqual([
      {
        title: 'Search for shoes',
        steps: ['Given the shop is open', 'When I search for "shoes"', 'Then I see 12 results'],
      },
      {
        title: 'Search for hats',
        steps: ['Given the shop is open', 'When I search for "hats"', 'Then I see 3 results'],
      },
      { title: 'Sort (price)', steps: ['Given the shop is open', 'When I sort by price'] },
    ]);
    expect(cases.map((c) => c.line)).toEqual([9, 10, 15]);
  });

  it('scopes a Background inside a Rule to that rule', () => {
    const cases = parseGherkin(
      [
        'Feature: Cart',
        '  Background:',
        '    Given the shop is open',
        '  Rule: Guests',
        '    Background:',
        '      Given I am a guest',
        '    Scenario: Guest cart',
        '      When I add a hat',
        '  Rule: Members',
        '    Scenario: Member cart',
        '      When I add a scarf',
      ].join('\n'),
    );
    expect(simple(cases)).toEqual([
      { title: 'Guest cart', steps: ['Given the shop is open', 'Given I am a guest', 'When I add a hat'] },
      { title: 'Member cart', steps: ['Given the shop is open', 'When I add a scarf'] },
    ]);
  });

  it('reads what the official grammar allows: escaped doc string delimiters and pipes, several tagged Examples', () => {
    const docString = parseGherkin(
      'Feature: A\n  Scenario: S\n    Given the text:\n      """\n      say \\"\\"\\" here\n      """',
    );
    expect(simple(docString)[0]!.steps).toEqual(['Given the text:\nsay """ here']);
    const table = parseGherkin('Feature: A\n  Scenario: S\n    Given a table:\n      | a \\| b | c |\n      | x | y |');
    expect(simple(table)[0]!.steps).toEqual(['Given a table:\n| a \\| b | c |\n| x | y |']);
    const outline = parseGherkin(
      [
        'Feature: A',
        '  Scenario Outline: S',
        '    Given <a>',
        '    @fast',
        '    Examples: one',
        '      | a |',
        '      | 1 |',
        '    Examples: two',
        '      | a |',
        '      | 2 |',
      ].join('\n'),
    );
    expect(simple(outline)).toEqual([
      { title: 'S (1)', steps: ['Given 1'] },
      { title: 'S (2)', steps: ['Given 2'] },
    ]);
  });

  it.each([
    [
      'Feature: A\n  Scenario: S\n    Given users:\n      | a | b |\n      | 1 |',
      5,
      "the row has 1 cells but the table's first row has 2.",
    ],
    [
      'Feature: A\n  Scenario: S\n    Given x\n  Background:\n    Given y',
      4,
      "'Background:' cannot come here; expected the end of the file, a table row, a doc string, a step, a tag, 'Examples:', 'Scenario:' or 'Rule:'.",
    ],
    ['@tag with space\nFeature: A\n  Scenario: S\n    Given x', 1, 'a tag may not contain whitespace.'],
  ])('refuses what the official grammar refuses: %j at line %s', (text, line, reason) => {
    expect(failure(text)).toEqual({ line, reason });
  });

  it.each([
    ['Scenario: No feature\n  Given x', 1, "a feature file starts with 'Feature:', not 'Scenario:'."],
    ['Just text', 1, "a feature file starts with 'Feature:', not 'Just text'."],
    ['# only a comment', null, "the file has no 'Feature:' line."],
    ['Feature: Empty\n  Some description', null, 'the feature has no scenarios.'],
    ['Feature: A\nFeature: B', 2, "a file holds one 'Feature:'."],
    ['Feature: A\n  Given x', 2, 'a step must be inside a Scenario or a Background.'],
    [
      'Feature: A\n  Scenario: S\n    Given x\n    I type',
      4,
      "'I type' is not a step: a step starts with Given, When, Then, And, But or *.",
    ],
    ['Feature: A\n  Scenario:\n    Given x', 2, 'the scenario has no name.'],
    ['Feature: A\n  Scenario: S\n\n  Scenario: T\n    Given x', 2, "the scenario 'S' has no steps."],
    ['Feature: A\n  Scenario Outline: S <a>\n    Given <a>', 2, "the scenario outline 'S <a>' has no Examples rows."],
    [
      'Feature: A\n  Scenario Outline: S\n    Given <a>\n    Examples:\n      | a | b |\n      | 1 |',
      6,
      'the row has 1 cells but the Examples header has 2.',
    ],
    ['Feature: A\n  Scenario: S\n    Given x\n      | a | b', 4, 'a table row must end with |.'],
    [
      'Feature: A\n  Scenario: S\n    Given x\n      """\n      never closed',
      4,
      'the doc string opened here is never closed with """.',
    ],
    ['Feature: A\n  Examples:\n    | a |', 2, "'Examples:' must follow a Scenario Outline."],
    ['# language: fr\nFonctionnalité: A', 1, "only English Gherkin keywords are read, not '# language: fr'."],
  ])('refuses %j at line %s', (text, line, reason) => {
    expect(failure(text)).toEqual({ line, reason });
  });
});
