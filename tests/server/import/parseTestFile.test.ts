import { describe, expect, it } from 'vitest';
import { ImportFileError, MAX_IMPORT_BYTES, parseTestFile } from '../../../server/import/index.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

function failure(name: string, content: Uint8Array) {
  try {
    parseTestFile(name, content);
  } catch (error) {
    if (error instanceof ImportFileError) return { message: error.message, ...error.failure };
    throw error;
  }
  throw new Error('parsed without an error');
}

describe('parseTestFile', () => {
  it('chooses the parser by extension, in any case', () => {
    const feature = 'Feature: A\n  Scenario: S\n    Given x\n';
    expect(parseTestFile('a.feature', bytes(feature))[0]!.title).toBe('S');
    expect(parseTestFile('A.FEATURE', bytes(feature))[0]!.title).toBe('S');
    expect(parseTestFile('a.csv', bytes('title,step\nT,x\n'))[0]!.title).toBe('T');
    expect(parseTestFile('a.Json', bytes('{"test_cases":[{"title":"J","steps":["x"]}]}'))[0]!.title).toBe('J');
  });

  it('drops a UTF-8 byte order mark', () => {
    expect(parseTestFile('a.csv', bytes('\uFEFFtitle,step\nT,x\n'))[0]!.title).toBe('T');
  });

  it('names the file, the line and the reason', () => {
    expect(failure('login.csv', bytes('title,step\nLogin,Open\nLogin,Type\nLogin,Press,extra\n'))).toEqual({
      message: 'login.csv, line 4: the row has 3 fields but the header has 2.',
      file: 'login.csv',
      line: 4,
      reason: 'the row has 3 fields but the header has 2.',
    });
    expect(failure('C:\\Users\\ada\\cases.json', bytes('{}')).message).toBe(
      'cases.json, line 1: the file has no "test_cases" list.',
    );
  });

  it.each([
    ['notes.txt', bytes('x'), 'notes.txt: only .feature, .csv and .json files can be imported.'],
    ['feature', bytes('x'), 'feature: only .feature, .csv and .json files can be imported.'],
    ['empty.csv', bytes(''), 'empty.csv: the file is empty.'],
    ['blank.json', bytes(' \n\t\n'), 'blank.json: the file is empty.'],
    ['big.csv', new Uint8Array(MAX_IMPORT_BYTES + 1).fill(0x61), 'big.csv: the file is larger than 1 MB.'],
    ['latin1.csv', new Uint8Array([0x74, 0xe9, 0x0a]), 'latin1.csv: the file is not UTF-8 text.'],
  ])('refuses %s', (name, content, message) => {
    expect(failure(name, content).message).toBe(message);
  });

  it('holds imported test cases to the limits of the API', () => {
    const long = (n: number) => 'x'.repeat(n);
    expect(failure('a.csv', bytes(`title,step\n${long(201)},Open\n`)).message).toBe(
      `a.csv, line 2: the title '${long(40)}…' is longer than 200 characters.`,
    );
    expect(failure('a.csv', bytes(`title,step,expected_result\nT,Open,${long(201)}\n`)).message).toBe(
      "a.csv, line 2: the expected result of 'T' is longer than 200 characters.",
    );
    expect(failure('a.csv', bytes(`title,step\nT,Open\nT,${long(1001)}\n`)).message).toBe(
      "a.csv, line 3: a step of 'T' is longer than 1000 characters.",
    );
    const steps = Array.from({ length: 101 }, (_, i) => `T,Step ${i}`).join('\n');
    expect(failure('a.csv', bytes(`title,step\n${steps}\n`)).message).toBe(
      "a.csv, line 2: 'T' has 101 steps; a test case has at most 100.",
    );
    expect(
      parseTestFile('a.csv', bytes(`title,step,expected_result\n${long(200)},Open,${'é'.repeat(200)}\n`)),
    ).toHaveLength(1);
  });
});
