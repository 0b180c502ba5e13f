import type { FailureClass } from '../api/runs.ts';

/** The failure classes as people read them, with what each means (runner.md, "What a result means"). */
export const FAILURE_CLASSES: Record<FailureClass, { label: string; color: string; meaning: string }> = {
  app_bug: {
    label: 'App bug',
    color: 'red',
    meaning: 'An expectation failed on a page that loaded: wrong text, an error shown, a server error, a page error.',
  },
  broken_test: {
    label: 'Broken test',
    color: 'orange',
    meaning: 'A step not understood, or its target missing or ambiguous on a page that loaded normally.',
  },
  flaky: { label: 'Flaky', color: 'grape', meaning: 'It failed, then passed on a retry with nothing changed.' },
  infrastructure: {
    label: 'Infrastructure',
    color: 'gray',
    meaning: 'The environment did not answer, the browser crashed, the worker died, or most of a suite failed at once.',
  },
};

export const FAILURE_CLASS_OPTIONS = (Object.keys(FAILURE_CLASSES) as FailureClass[]).map((value) => ({
  value,
  label: FAILURE_CLASSES[value].label,
}));
