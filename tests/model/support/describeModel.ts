/**
 * How a model test file registers its tests: one `describe` per model of a machine, with a check
 * that the planned paths reach every state and transition, and one test per path.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { resetScreenState } from '../../unit/support/renderScreen.tsx';
import type { GeneratedPath, MachineModel } from './model.ts';

export interface ModelSuiteOptions {
  /** A path's time limit, for paths that do more than the default 5 s allows on a busy machine. */
  timeout?: number;
  /**
   * What this model's paths leave unreached, because another model of the machine reaches it, and
   * what that is (`but`, for the check's title); by default nothing. `null` when the file checks
   * its models together instead.
   */
  unreachable?: (MachineModel['unreachable'] & { but: string }) | null;
}

/**
 * Registers the tests of `model`: the check of what its paths reach, then each path, run on the
 * rendered screen by `runPath`. The screen is reset after each test, and what the passing paths
 * covered is written once all have run.
 */
export function describeModel(
  title: string,
  model: MachineModel,
  runPath: (path: GeneratedPath) => Promise<void>,
  { timeout, unreachable }: ModelSuiteOptions = {},
) {
  describe(title, () => {
    afterEach(resetScreenState);
    afterAll(model.writeCoverage);

    if (unreachable !== null) {
      const { but, ...expected } = unreachable ?? { but: '', states: [], transitions: [] };
      it(`plans paths that reach every state and transition${but && ` but ${but}`}`, () => {
        expect(model.unreachable).toEqual(expected);
      });
    }

    for (const path of model.paths) it(path.description, () => runPath(path), timeout);
  });
}
