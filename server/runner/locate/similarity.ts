import { editDistance } from '../../../src/steps/index.ts';

/** How unlike two names are, 0 (same) to 1, ignoring case; a name containing the other counts as near. */
function distance(wanted: string, name: string): number {
  const a = wanted.toLowerCase();
  const b = name.toLowerCase();
  if (a === b) return 0;
  if (b.includes(a) || a.includes(b)) return 0.2;
  return editDistance(a, b) / Math.max(a.length, b.length);
}

/** The names nearest to what the step asked for, nearest first, leaving out the far ones. */
export function closestNames<T extends { name: string }>(wanted: string, names: T[], count: number): T[] {
  return names
    .map((n) => ({ n, d: distance(wanted, n.name) }))
    .filter(({ d }) => d <= 0.6)
    .sort((x, y) => x.d - y.d)
    .slice(0, count)
    .map(({ n }) => n);
}
