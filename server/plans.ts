import type { Plan } from './db/users.ts';

const PLANS: Record<Plan, { name: string; testCases: number }> = {
  starter: { name: 'Starter', testCases: 5 },
  pro: { name: 'Pro', testCases: 1000 },
  enterprise: { name: 'Enterprise', testCases: Number.POSITIVE_INFINITY },
};

const UPGRADE: Record<Plan, string> = {
  starter: 'Upgrade to Pro for up to 1000.',
  pro: 'Upgrade to Enterprise for unlimited test cases.',
  enterprise: '',
};

/** How many test cases an organization on the plan may hold (spec §9). */
export function testCaseLimit(plan: Plan): number {
  return PLANS[plan].testCases;
}

/** Why `adding` more test cases do not fit next to the `used` ones; undefined when they fit. */
export function testCaseLimitProblem(plan: Plan, used: number, adding: number): string | undefined {
  const limit = testCaseLimit(plan);
  if (used + adding <= limit) return undefined;
  const { name } = PLANS[plan];
  const includes = `Your ${name} plan includes up to ${limit} test cases.`;
  const state = adding === 1 ? '' : ` You have ${used}, and this would add ${adding}.`;
  return `${includes}${state} ${UPGRADE[plan]}`.trim();
}

export interface PlanOffer {
  id: Plan;
  name: string;
  price: string;
  /** What the price is for; null when it is not a recurring price. */
  period: string | null;
  features: string[];
  popular: boolean;
}

/** The plans shown on the subscription page (spec §9). */
export const PLAN_CATALOGUE: readonly PlanOffer[] = [
  { id: 'starter', name: PLANS.starter.name, price: '$0', period: null, features: ['5 test cases'], popular: false },
  {
    id: 'pro',
    name: PLANS.pro.name,
    price: '$499',
    period: 'month',
    features: ['Up to 1000 test cases'],
    popular: true,
  },
  {
    id: 'enterprise',
    name: PLANS.enterprise.name,
    price: 'Contact us',
    period: null,
    features: ['Unlimited test cases', 'Single sign-on', 'Dedicated support'],
    popular: false,
  },
];
