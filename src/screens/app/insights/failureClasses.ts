import type { FailuresByClass } from '../../../api/insights.ts';

export type FailureClassKey = keyof FailuresByClass;

/** The classes in the order they stack, with their names and colours. */
export const FAILURE_CLASSES: { key: FailureClassKey; label: string; color: string }[] = [
  { key: 'app_bug', label: 'App bug', color: 'red.6' },
  { key: 'broken_test', label: 'Broken test', color: 'orange.6' },
  { key: 'flaky', label: 'Flaky', color: 'grape.6' },
  { key: 'infrastructure', label: 'Infrastructure', color: 'gray.6' },
  { key: 'unclassified', label: 'Not classified', color: 'blue.4' },
];
