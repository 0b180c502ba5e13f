import { randomBytes } from 'node:crypto';
import { StepFailure } from './stepFailure.ts';

/** A stored test account as a run uses it: the password decrypted for this run only. */
export interface TestAccount {
  credentialId: number;
  type: 'password' | 'password_totp' | 'generated_email';
  username: string;
  password: string;
  totpSecret: string | null;
}

/**
 * The values `{{…}}` stands for in one run: the environment, the account signed in with, generated
 * values (the same all through the run, so a step can type an address and a later one find it), and
 * what steps remembered.
 */
export class Variables {
  private readonly remembered = new Map<string, string>();
  private readonly random = new Map<string, string>();

  constructor(
    private readonly environmentUrl: string,
    private readonly account: () => TestAccount | null,
    private readonly totp: (secret: string) => string,
  ) {}

  remember(name: string, value: string): void {
    this.remembered.set(name, value);
  }

  private value(name: string): string | undefined {
    if (this.remembered.has(name)) return this.remembered.get(name);
    if (name === 'env.url') return this.environmentUrl.replace(/\/+$/, '');
    if (name.startsWith('account.')) {
      const account = this.account();
      if (!account) {
        throw new StepFailure(
          'setup',
          `{{${name}}} needs a test account: add one for this environment in Settings → Configs.`,
        );
      }
      if (name === 'account.username' || name === 'account.email') return account.username;
      if (name === 'account.password') return account.password;
      if (name === 'account.totp') {
        if (!account.totpSecret)
          throw new StepFailure('setup', `The test account ${account.username} has no two-factor secret.`);
        return this.totp(account.totpSecret);
      }
      return undefined;
    }
    if (name.startsWith('random.')) {
      if (!this.random.has(name)) this.random.set(name, generated(name));
      return this.random.get(name);
    }
    return undefined;
  }

  /** The text with every `{{name}}` replaced; an unknown name fails the step, saying which. */
  fill(text: string): string {
    return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_, name: string) => {
      const value = this.value(name);
      if (value === undefined) {
        throw new StepFailure(
          'setup',
          `{{${name}}} has no value: use {{account.username}}, {{account.password}}, {{account.totp}}, {{env.url}}, ` +
            '{{random.email}}, {{random.name}}, {{random.number}} or a name a step remembered.',
        );
      }
      return value;
    });
  }
}

function generated(name: string): string {
  const token = randomBytes(5).toString('hex');
  switch (name) {
    case 'random.email':
      return `qa-${token}@example.com`;
    case 'random.number':
      return String(100000 + (parseInt(token, 16) % 900000));
    default:
      return `QA ${token}`;
  }
}
