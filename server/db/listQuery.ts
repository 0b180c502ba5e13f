import type { Queryable } from './database.ts';

/** A page of a list, as the contract's `page` and `limit` ask for it. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** A page of items and how many match on every page. */
export interface ListPage<T> {
  total: number;
  /** Counting stopped at `total`: at least that many match. */
  capped?: boolean;
  items: T[];
}

/**
 * How far past the page a list counts: beyond it, the total reads "at least". Eight pages ahead, enough for any
 * pager to show the pages that follow, and no more than 200 rows: counting 1,000 ahead made a search matching
 * most of 100,000 runs cost PostgreSQL 1.7 ms a request, more than the rest of the request together, and a
 * client asking for one run a page has no use for 200 more counted.
 */
const PAGES_AHEAD = 8;
const COUNT_AHEAD = 200;

/**
 * Counts the rows a list's query selects, but no further than PAGES_AHEAD pages (at most COUNT_AHEAD rows) past
 * the page, so that a list of 100,000 runs answers its first pages as fast as a short one. `upTo` is the query
 * given the most rows it selects (a parameter): in the list's own order, it reads the rows after the page's from
 * the page's index; without it, PostgreSQL took the table in its own order and read ten times as many rows to
 * find a page of failed runs among the project's.
 */
export async function cappedCount(
  db: Queryable,
  upTo: (most: string) => string,
  params: unknown[],
  { page, limit }: PageRequest,
): Promise<{ total: number; capped: boolean }> {
  const cap = (page - 1) * limit + Math.min(PAGES_AHEAD * limit, COUNT_AHEAD);
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (${upTo(`$${params.length + 1}`)}) counted`,
    [...params, cap + 1],
  );
  return row!.n > cap ? { total: cap, capped: true } : { total: row!.n, capped: false };
}

/**
 * A time as the contract writes it, JavaScript's toISOString (milliseconds, UTC), formatted by the database: a page
 * of a list holds up to 100 of them, and parsing each into a Date to print it again cost the server's thread more.
 */
export const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

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
    for (const value of values) text = text.replace('$?', this.param(value));
    this.clauses.push(text);
  }

  /** Adds a parameter that is not a condition's, and answers how the query names it. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  toString(): string {
    return this.clauses.join(' AND ');
  }
}

/** A UTC day as PostgreSQL reads a date: YYYY-MM-DD. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
