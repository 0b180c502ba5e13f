import fs from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { specificationPath } from '../../server/app.ts';
import { isAbsoluteHttpUrl } from '../../server/http/fields.ts';
import { isStrongPassword } from '../../src/lib/passwordRules.ts';

// The rules the server enforces are stated in the contract, so that a client reading it knows them:
// each schema below gives the same verdict as the server's own check, on the cases that tell them apart.
const contract = parse(fs.readFileSync(specificationPath, 'utf8')) as {
  components: { schemas: Record<string, object> };
};
const ajv = new Ajv({ strict: false });
const schema = (name: string) => ajv.compile(contract.components.schemas[name]!);

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
});
