import fs from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { specificationPath } from '../../server/app.ts';
import { isAbsoluteHttpUrl } from '../../server/http/fields.ts';
import { isStrongPassword } from '../../src/lib/passwordRules.ts';

// The rules the server enforces are stated in the contract, so that a client reading it knows them:
// each schema below gives the same verdict as the server's own check, on the cases that tell them apart.
interface Contract {
  components: { schemas: Record<string, object> };
  paths: Record<string, Record<string, { requestBody: { content: { 'application/json': { schema: Body } } } }>>;
}
interface Body {
  properties: Record<string, { items: object }>;
}
const contract = parse(fs.readFileSync(specificationPath, 'utf8')) as Contract;
const ajv = new Ajv({ strict: false });
/** A schema of the contract, compiled with the contract's components beside it for its $refs. */
const compile = (schema: object) => ajv.compile({ ...schema, components: contract.components });
const schema = (name: string) => compile(contract.components.schemas[name]!);

describe('the rules the contract states', () => {
  it('NewPassword accepts exactly the passwords the strength rules accept', () => {
    const valid = schema('NewPassword');
    const passwords = [
      'Passw0rd',
      'passw0rd',
      'PASSWORD',
      'Pass0rd',
      'Ünïcödé9',
      'émile-9X',
      '🚀🚀🚀🚀🚀🚀A1',
      '🚀🚀🚀🚀🚀A1',
      'A1\n345678',
      '12345678',
      '',
    ];
    expect(passwords.map((p) => valid(p))).toEqual(passwords.map((p) => isStrongPassword(p)));
  });

  it('HttpUrl refuses what is not an absolute http(s) URL, and accepts every URL the server takes', () => {
    const valid = schema('HttpUrl');
    const taken = [
      'https://shop.test',
      'http://127.0.0.1:3000/login',
      '  HTTPS://Shop.test/a?b#c  ',
      'http://[::1]/',
      // The URL standard reads extra slashes and tabs away: the server takes these, so the contract must.
      'https:///shop.test',
      'https://\tshop.test',
    ];
    const refused = ['ftp://files.test', 'shop.test', '//shop.test', 'https://', 'https:///', 'mailto:a@b.c', ' ', ''];
    expect(taken.map((u) => [u, isAbsoluteHttpUrl(u.trim()), valid(u)])).toEqual(taken.map((u) => [u, true, true]));
    expect(refused.map((u) => [u, isAbsoluteHttpUrl(u.trim()), valid(u)])).toEqual(
      refused.map((u) => [u, false, false]),
    );
  });

  it('a stored test account needs a username, except one whose address the server makes', () => {
    const body = contract.paths['/credentials']!.post!.requestBody.content['application/json'].schema;
    const valid = compile(body.properties.credential!.items);
    const accounts = [
      [{ env_id: 1, password: 'pw' }, false],
      [{ env_id: 1, password: 'pw', type: 'password' }, false],
      [{ env_id: 1, password: 'pw', type: 'password_totp', totp_secret: 'JBSWY3DPEHPK3PXP' }, false],
      [{ env_id: 1, password: 'pw', username: 'qa@shop.test' }, true],
      [{ env_id: 1, password: 'pw', type: 'generated_email' }, true],
    ] as const;
    expect(accounts.map(([account]) => valid(account))).toEqual(accounts.map(([, accepted]) => accepted));
  });
});
