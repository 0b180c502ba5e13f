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

  it('shows "next to" words as the box holding them and the control, not an XPath', () => {
    const nextTo = describeLocator(
      spec({ by: 'role', role: 'checkbox', name: null, exact: false }, { by: 'near', text: 'Buy milk' }),
    );
    expect(nextTo).toBe("locator('*').filter({ has: getByText('Buy milk') }).last().getByRole('checkbox')");
    const bar = describeLocator(
      spec(
        { by: 'text', text: '1-10 of 40', exact: false },
        {
          by: 'around',
          of: { by: 'role', role: 'navigation', name: 'pagination', exact: false },
          holding: [{ by: 'text', text: 'of 40', exact: false }],
        },
      ),
    );
    expect(bar).not.toMatch(/xpath|ancestor/);
    expect(bar).toBe(
      "locator('*').filter({ has: getByRole('navigation', { name: 'pagination' }) }).filter({ has: getByText('of 40') }).last().getByText('1-10 of 40')",
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
