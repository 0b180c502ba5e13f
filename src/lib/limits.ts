/**
 * The longest text the contract (openapi.yaml) takes in each field a form sends, so that an input stops where the
 * server would refuse; tests/server/formLimits.test.ts holds them to the contract.
 */
export const LIMITS = {
  fullName: 200,
  companyName: 200,
  email: 254,
  password: 128,
  environmentLabel: 100,
  url: 2048,
  organizationName: 200,
  apiKeyName: 100,
  integrationSecret: 2048,
} as const;
