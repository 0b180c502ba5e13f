import { describe, expect, it } from 'vitest';
import {
  credentialPayload,
  credentialRowsComplete,
  FILL_ALL_FIELDS,
  projectFormComplete,
  projectPayload,
  type CredentialRow,
  type ProjectForm,
} from '../../../src/machines/onboardingForms.ts';

const form = (change: Partial<ProjectForm> = {}): ProjectForm => ({
  name: 'Shop',
  environments: [
    { label: 'Staging', url: 'https://staging.shop.io' },
    { label: 'Production', url: 'https://shop.io' },
  ],
  extraUrls: [],
  ...change,
});

const row = (change: Partial<CredentialRow> = {}): CredentialRow => ({
  username: 'qa@shop.io',
  password: 'Secret1Pass',
  envId: '7',
  ...change,
});

describe('projectFormComplete', () => {
  it('is true when the name and both environments are filled', () => {
    expect(projectFormComplete(form())).toBe(true);
  });

  it.each(['', '   '])('is false for the blank name %j', (name) => {
    expect(projectFormComplete(form({ name }))).toBe(false);
  });

  it.each([
    ['the first label', 0, 'label'],
    ['the first URL', 0, 'url'],
    ['the second label', 1, 'label'],
    ['the second URL', 1, 'url'],
  ] as const)('is false when %s is blank', (_, index, field) => {
    for (const blank of ['', '  ']) {
      const environments = form().environments.map((e, i) => (i === index ? { ...e, [field]: blank } : e));
      expect(projectFormComplete(form({ environments }))).toBe(false);
    }
  });

  it('is false with fewer than two environments', () => {
    expect(projectFormComplete(form({ environments: [{ label: 'Staging', url: 'https://staging.shop.io' }] }))).toBe(
      false,
    );
  });

  it('ignores the extra URLs, blank or not', () => {
    expect(projectFormComplete(form({ extraUrls: ['', '  '] }))).toBe(true);
  });
});

describe('projectPayload', () => {
  it('trims every field and leaves out the blank extra URLs', () => {
    const payload = projectPayload({
      name: '  Shop  ',
      environments: [
        { label: ' Staging ', url: ' https://staging.shop.io ' },
        { label: 'Production  ', url: '  https://shop.io' },
      ],
      extraUrls: [' https://shop.io/cart ', '', '   ', 'https://shop.io/checkout'],
    });
    expect(payload).toEqual({
      name: 'Shop',
      environments: [
        { label: 'Staging', url: 'https://staging.shop.io' },
        { label: 'Production', url: 'https://shop.io' },
      ],
      extra_urls: ['https://shop.io/cart', 'https://shop.io/checkout'],
    });
  });

  it('sends an empty list when there are no extra URLs', () => {
    expect(projectPayload(form({ extraUrls: [' '] })).extra_urls).toEqual([]);
  });
});

describe('credentialRowsComplete', () => {
  it('is false for an empty list', () => {
    expect(credentialRowsComplete([])).toBe(false);
  });

  it('is true when every row has a username, a password and an environment', () => {
    expect(credentialRowsComplete([row(), row({ username: 'admin', envId: '8' })])).toBe(true);
  });

  it.each([
    ['an empty username', { username: '' }],
    ['a whitespace username', { username: '   ' }],
    ['an empty password', { password: '' }],
    ['no environment', { envId: '' }],
  ])('is false when any row has %s', (_, change) => {
    expect(credentialRowsComplete([row(), row(change)])).toBe(false);
    expect(credentialRowsComplete([row(change), row()])).toBe(false);
  });
});

describe('credentialPayload', () => {
  it('turns the environment id into a number and trims the username but not the password', () => {
    expect(
      credentialPayload([row({ username: '  qa@shop.io ', password: ' p4ss word ', envId: '12' }), row()]),
    ).toEqual([
      { env_id: 12, username: 'qa@shop.io', password: ' p4ss word ' },
      { env_id: 7, username: 'qa@shop.io', password: 'Secret1Pass' },
    ]);
  });

  it('is empty for no rows', () => {
    expect(credentialPayload([])).toEqual([]);
  });
});

it("asks to fill in every field with 'Please fill in all required fields.'", () => {
  expect(FILL_ALL_FIELDS).toBe('Please fill in all required fields.');
});
