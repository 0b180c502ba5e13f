/** A page of a list, as the contract's `page` and `limit` ask for it. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** A page of items and how many match on every page. */
export interface ListPage<T> {
  total: number;
  items: T[];
}

/** A LIKE pattern that finds `text` anywhere, with LIKE's own wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Collects a query's conditions and their parameters, numbered after the ones it starts with. */
export class Conditions {
  private readonly clauses: string[] = [];

  constructor(readonly params: unknown[]) {}

  /** Adds a condition; `$?` in it stands for the parameter `value`. */
  add(clause: string, ...values: unknown[]): void {
    let text = clause;
    for (const value of values) {
      this.params.push(value);
      text = text.replace('$?', `$${this.params.length}`);
    }
    this.clauses.push(text);
  }

  toString(): string {
    return this.clauses.join(' AND ');
  }
}
