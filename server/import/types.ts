/** A test case read from an imported file, with the lines it came from. */
export interface ParsedTestCase {
  title: string;
  goal: string;
  steps: { text: string; line: number | null }[];
  expectedResult: string;
  /** Where the test case starts in the file; null when not known. */
  line: number | null;
}

/** Why a file cannot be imported; `line` is 1-based, null when the problem is not on one line. */
export class ImportError extends Error {
  readonly line: number | null;
  readonly reason: string;

  constructor(line: number | null, reason: string) {
    super(line === null ? reason : `line ${line}: ${reason}`);
    this.line = line;
    this.reason = reason;
  }
}
