/** Test cases as the server lists them, for the model tests of /test-cases and the test modal. */
import type { TestCase } from '../../../src/api/testCases.ts';
import { testCase } from '../../unit/support/testCases.ts';
import { onePage } from '../../unit/support/lists.ts';
import { ok } from './appScreens.ts';

const RAN_AT = '2026-11-02T12:30:00Z';

export const SIGN_IN = testCase(1, 'Sign in', {
  result: 'Passed',
  execution_status: 'In Progress',
  execution_start_date: RAN_AT,
  steps: [
    { id: 11, steps: 'Open the login page', status: 'Passed', lastRun: RAN_AT },
    { id: 12, steps: 'Submit the form', status: 'Failed', lastRun: RAN_AT },
  ],
});

export const CHECKOUT = testCase(2, 'Checkout with a card', {
  result: 'Failed',
  environment_label: 'Production',
  environment_id: 2,
  steps: [{ id: 21, steps: 'Add a product to the cart', status: 'Draft', lastRun: null }],
});

export const ENVIRONMENTS = ok([
  { id: 1, label: 'Staging', url: 'https://staging.shop.example' },
  { id: 2, label: 'Production', url: 'https://shop.example' },
]);

export const listOf = (...cases: TestCase[]) => onePage(cases);
