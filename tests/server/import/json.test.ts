import { describe, expect, it } from 'vitest';
import { parseJson } from '../../../server/import/json.ts';
import { ImportError } from '../../../server/import/types.ts';

function failure(text: string): { line: number | null; reason: string } {
  try {
    parseJson(text);
  } catch (error) {
    if (error instanceof ImportError) return { line: error.line, reason: error.reason };
    throw error;
  }
  throw new Error('parsed without an error');
}

describe('parseJson', () => {
  it('reads our format, with the line of each test case and step', () => {
    const text = [
      '{',
      '  "test_cases": [',
      '    {',
      '      "title": " Wishlist ",',
      '      "goal": "Keep it for later",',
      '      "steps": ["Open a product", "Press the heart \\u2665"],',
      '      "expected_result": "It is kept"',
      '    },',
      '    { "title": "Reviews", "steps": [',
      '      "Scroll"',
      '    ] }',
      '  ]',
      '}',
    ].join('\n');
    expect(parseJson(text)).toEqual([
      {
        title: 'Wishlist',
        goal: 'Keep it for later',
        expectedResult: 'It is kept',
        line: 3,
        steps: [
          { text: 'Open a product', line: 6 },
          { text: 'Press the heart ♥', line: 6 },
        ],
      },
      { title: 'Reviews', goal: '', expectedResult: '', line: 9, steps: [{ text: 'Scroll', line: 10 }] },
    ]);
  });

  it('takes what JSON.parse takes', () => {
    const text = '{"test_cases":[{"title":"A\\"B\\\\C\\/","steps":["x\\ty\\nz"],"goal":"\\b\\f\\r"}]}';
    const expected = JSON.parse(text).test_cases[0];
    const [parsed] = parseJson(text);
    expect(parsed!.title).toBe(expected.title);
    expect(parsed!.steps[0]!.text).toBe(expected.steps[0].trim());
  });

  it.each([
    [
      '{\n  "test_cases": [\n    { "title": "A", "steps": ["x"], }\n  ]\n}',
      3,
      "the file is not valid JSON: expected a property name in double quotes, found '}'.",
    ],
    [
      '{\n  "test_cases": [\n    { "title": "A" "steps": ["x"] }\n  ]\n}',
      3,
      `the file is not valid JSON: expected ',' or '}' after a property, found '"'.`,
    ],
    ['{\n  "test_cases": [\n', 3, 'the file is not valid JSON: unexpected end of the file where a value should be.'],
    ['{"test_cases": [nope]}', 1, "the file is not valid JSON: unexpected 'n' where a value should be."],
    ['{"test_cases": []} x', 1, "the file is not valid JSON: unexpected 'x' after the end of the JSON value."],
    [
      '{"test_cases": ["a\nb"]}',
      1,
      'the file is not valid JSON: a text must not span lines (write \\n for a line break).',
    ],
    ['{"test_cases": ["\\q"]}', 1, 'the file is not valid JSON: an unknown escape \\q inside a text.'],
    [
      `${'['.repeat(40)}${']'.repeat(40)}`,
      1,
      'the file is not valid JSON: lists and objects are nested more than 32 deep.',
    ],
    ['[]', 1, 'the file must hold an object with a "test_cases" list, not a list.'],
    ['{}', 1, 'the file has no "test_cases" list.'],
    ['{"tests": []}', 1, '"tests" is not a field of the file; it holds "test_cases".'],
    ['{"test_cases": {}}', 1, '"test_cases" must be a list, not an object.'],
    ['{"test_cases": []}', 1, 'the "test_cases" list is empty.'],
    ['{"test_cases": [\n"Login"]}', 2, 'test case 1 must be an object, not a text.'],
    ['{"test_cases": [\n{"steps": ["x"]}]}', 2, 'test case 1 has no "title".'],
    ['{"test_cases": [\n{"title": " ", "steps": ["x"]}]}', 2, '"title" of test case 1 is empty.'],
    ['{"test_cases": [\n{"title": 7, "steps": ["x"]}]}', 2, '"title" of test case 1 must be a text, not a number.'],
    ['{"test_cases": [\n{"title": "A"}]}', 2, 'test case 1 has no "steps".'],
    [
      '{"test_cases": [\n{"title": "A", "steps": [\n"x", null]}]}',
      3,
      'step 2 of test case 1 must be a text, not null.',
    ],
    ['{"test_cases": [\n{"title": "A", "steps": ["  "]}]}', 2, 'step 1 of test case 1 is empty.'],
    [
      '{"test_cases": [\n{"title": "A", "steps": ["x"],\n "expected": "y"}]}',
      3,
      '"expected" is not a field of test case 1; its fields are title, goal, steps and expected_result.',
    ],
    [
      '{"test_cases": [\n{"title": "A", "steps": ["x"], "goal": true}]}',
      2,
      '"goal" of test case 1 must be a text, not true or false.',
    ],
  ])('refuses %j at line %s', (text, line, reason) => {
    expect(failure(text)).toEqual({ line, reason });
  });
});
