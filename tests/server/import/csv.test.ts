import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../server/import/csv.ts';
import { ImportError } from '../../../server/import/types.ts';

function failure(text: string): { line: number | null; reason: string } {
  try {
    parseCsv(text);
  } catch (error) {
    if (error instanceof ImportError) return { line: error.line, reason: error.reason };
    throw error;
  }
  throw new Error('parsed without an error');
}

describe('parseCsv', () => {
  it('groups consecutive rows with the same title into one test case', () => {
    const cases = parseCsv(
      'title,step,expected_result\nLogin,Open,Signed in\nLogin,Type,\nSearch,Open,\nLogin,Again,\n',
    );
    expect(cases).toEqual([
      {
        title: 'Login',
        goal: '',
        expectedResult: 'Signed in',
        line: 2,
        steps: [
          { text: 'Open', line: 2 },
          { text: 'Type', line: 3 },
        ],
      },
      { title: 'Search', goal: '', expectedResult: '', line: 4, steps: [{ text: 'Open', line: 4 }] },
      { title: 'Login', goal: '', expectedResult: '', line: 5, steps: [{ text: 'Again', line: 5 }] },
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks (RFC 4180), CRLF and blank lines', () => {
    // A line break inside a step is kept as \n, the way the test modal's editor stores steps.
    const text =
      'Step,TITLE,goal\r\n\r\n"Type ""red"", press Enter",Search,"Find, fast"\r\n"Line one\r\nline two","Search",\r\n';
    const cases = parseCsv(text);
    expect(cases).toEqual([
      {
        title: 'Search',
        goal: 'Find, fast',
        expectedResult: '',
        line: 3,
        steps: [
          { text: 'Type "red", press Enter', line: 3 },
          { text: 'Line one\nline two', line: 4 },
        ],
      },
    ]);
  });

  it('reads a file that mixes CRLF, LF and CR line breaks', () => {
    const cases = parseCsv('title,step\r\nA,one\nA,"two\r\nlines"\rB,three\n');
    expect(cases.map((c) => [c.title, c.steps])).toEqual([
      [
        'A',
        [
          { text: 'one', line: 2 },
          { text: 'two\nlines', line: 3 },
        ],
      ],
      ['B', [{ text: 'three', line: 5 }]],
    ]);
  });

  it('names the line a quoted field was opened on when it is never closed', () => {
    expect(failure('title,step\nA,"one\ntwo"\n\nB,"three\nfour\nfive')).toEqual({
      line: 5,
      reason: 'a quoted field is never closed.',
    });
  });

  it('counts lines inside quoted fields for the rows after them', () => {
    expect(failure('title,step\nA,"one\ntwo\nthree"\nA,b,c\n')).toEqual({
      line: 5,
      reason: 'the row has 3 fields but the header has 2.',
    });
  });

  it.each([
    ['title,step\nLogin,Open\nLogin,Type\nLogin,Press,extra', 4, 'the row has 3 fields but the header has 2.'],
    ['title,step\nLogin', 2, 'the row has 1 fields but the header has 2.'],
    ['title,step\nLogin,"Open', 2, 'a quoted field is never closed.'],
    ['title,step\nLogin,"Open\nLogin,Type\n', 2, 'a quoted field is never closed.'],
    ['title,step\nLogin,"Open"x', 2, 'a closing quote must end its field: put a comma or a line break after it.'],
    [
      'title,step\nLogin,Open "the" page',
      2,
      'a quote inside an unquoted field: put the whole field in quotes and double the quote.',
    ],
    [
      'title,steps\nLogin,Open',
      1,
      "the header has the column 'steps'; the columns are title, step and optionally expected_result and goal.",
    ],
    ['title,expected_result\nLogin,Done', 1, "the header has no 'step' column."],
    ['title,step,title\nA,b,c', 1, "the header has the column 'title' twice."],
    ['title,step\n', null, 'the file has a header but no rows.'],
    ['title,step\n,Open', 2, 'the title is empty.'],
    ['title,step\nLogin, ', 2, 'the step is empty.'],
    [
      'title,step,expected_result\nLogin,Open,Signed in\nLogin,Type,Signed out',
      3,
      "the expected_result differs from the one on line 2 for the test case 'Login'.",
    ],
  ])('refuses %j at line %s', (text, line, reason) => {
    expect(failure(text)).toEqual({ line, reason });
  });
});
