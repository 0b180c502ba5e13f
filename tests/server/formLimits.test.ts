import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { LIMITS } from '../../src/lib/limits.ts';

// The forms' length limits are the contract's: an input stops where the server would refuse.
const spec = parse(fs.readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
  components: { schemas: Record<string, Schema> };
};
interface Schema {
  $ref?: string;
  maxLength?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
}

const resolved = (s: Schema): Schema => (s.$ref ? resolved(spec.components.schemas[s.$ref.split('/').pop()!]!) : s);
const body = (path: string, method: string) =>
  resolved(spec.paths[path]![method]!.requestBody!.content['application/json']!.schema);
const maxLength = (schema: Schema, ...fields: string[]) =>
  resolved(fields.reduce<Schema>((s, f) => (f === '[]' ? resolved(s).items! : resolved(s).properties![f]!), schema))
    .maxLength;

describe("the forms' limits", () => {
  it("are the contract's", () => {
    const signup = body('/signup', 'post');
    expect(LIMITS.fullName).toBe(maxLength(signup, 'full_name'));
    expect(LIMITS.companyName).toBe(maxLength(signup, 'company_name'));
    expect(LIMITS.email).toBe(maxLength(signup, 'email'));
    expect(LIMITS.password).toBe(maxLength(signup, 'password'));
    expect(LIMITS.fullName).toBe(maxLength(body('/profile', 'patch'), 'full_name'));
    const environment = body('/environments/{id}', 'patch');
    expect(LIMITS.environmentLabel).toBe(maxLength(environment, 'label'));
    expect(LIMITS.url).toBe(maxLength(environment, 'url'));
    expect(LIMITS.organizationName).toBe(maxLength(body('/organization', 'patch'), 'name'));
    expect(LIMITS.apiKeyName).toBe(maxLength(body('/api-keys', 'post'), 'name'));
    expect(LIMITS.integrationSecret).toBe(maxLength(body('/integrations/{kind}', 'put'), 'secret'));
  });
});
