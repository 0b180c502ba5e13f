const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (n: number) => String(n).padStart(2, '0');

function iso(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : null;
}

const monthOf = (word: string) => MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;

/**
 * A date as a date field takes it (yyyy-mm-dd), from the ways people write one: 2024-05-01, 2024/5/1, 15/05/2024,
 * 05/15/2024, 1 May 2024, May 1, 2024. Null for a date whose day and month could each be the other (05/01/2024),
 * or that does not exist; undefined for text that is not a date.
 */
export function isoDate(text: string): string | null | undefined {
  const t = text.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  if (m) {
    const [a, b, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (a > 12) return iso(year, b, a);
    if (b > 12 || a === b) return iso(year, a, b);
    return null;
  }
  m = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\.?,?\s+(\d{4})$/i.exec(t);
  if (m && monthOf(m[2]!) > 0) return iso(Number(m[3]), monthOf(m[2]!), Number(m[1]));
  m = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(t);
  if (m && monthOf(m[1]!) > 0) return iso(Number(m[3]), monthOf(m[1]!), Number(m[2]));
  return undefined;
}
