import { describe, expect, it } from 'vitest';
import { describeLocator, sameSpec, type LocatorSpec } from '../../server/runner/locate/locatorSpec.ts';

const spec = (target: LocatorSpec['target'], region: LocatorSpec['region'] = null): LocatorSpec => ({
  frame: null,
  region,
  target,
  nth: null,
});

describe('a locator as a run shows it', () => {
  it('is Playwright code a person could write, never one of our patterns', () => {
    // A name in any case, with marks around it ("✎ Save draft"): Playwright's loose match, which is in any case.
    expect(describeLocator(spec({ by: 'role', role: 'button', name: 'SAVE DRAFT', exact: true, caseless: true }))).toBe(
      "getByRole('button', { name: 'SAVE DRAFT' })",
    );
    expect(describeLocator(spec({ by: 'text', text: 'Lucky', exact: false, words: true }))).toBe("getByText('Lucky')");
    expect(describeLocator(spec({ by: 'labelText', text: 'Dark mode', exact: true }))).toBe(
      "locator('label').filter({ hasText: 'Dark mode' })",
    );
    expect(
      describeLocator(
        spec(
          { by: 'role', role: 'button', name: 'Add to cart', exact: true },
          {
            by: 'css',
            selector: 'article',
            hasText: 'Blue shirt',
          },
        ),
      ),
    ).toBe(
      "locator('article').filter({ has: getByText('Blue shirt') }).getByRole('button', { name: 'Add to cart', exact: true })",
    );
  });

  it('tells apart two ways that read alike, and not one stored with its keys in another order', () => {
    const exact = spec({ by: 'role', role: 'button', name: 'Save', exact: true });
    const caseless = spec({ by: 'role', role: 'button', name: 'Save', exact: true, caseless: true });
    expect(sameSpec(exact, caseless)).toBe(false);
    const stored = JSON.parse(
      '{"nth":null,"target":{"exact":true,"name":"Save","role":"button","by":"role"},"region":null,"frame":null}',
    );
    expect(sameSpec(exact, stored as LocatorSpec)).toBe(true);
  });
});
