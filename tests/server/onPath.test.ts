import { describe, expect, it } from 'vitest';
import { onPath } from '../../server/runner/execute/checks/onPath.ts';

describe('"I am on …": where the page is', () => {
  it('is on a path, or a page under it, by whole parts, in any case', () => {
    expect(onPath('https://shop.test/dashboard', '/dashboard')).toBe(true);
    expect(onPath('https://shop.test/Dashboard/stats/', '/dashboard')).toBe(true);
    expect(onPath('https://shop.test/dashboards', '/dashboard')).toBe(false);
    expect(onPath('https://shop.test/', '/')).toBe(true);
    expect(onPath('https://shop.test/login', '/')).toBe(false);
  });

  it('leaves the query out unless the step gives one', () => {
    expect(onPath('https://shop.test/accounts/login/?next=/dashboard/', '/dashboard')).toBe(false);
    expect(onPath('https://shop.test/accounts/login/?next=/dashboard/', 'dashboard')).toBe(false);
    expect(onPath('https://shop.test/catalogue?q=red+shoes', '/catalogue?q=red')).toBe(true);
    expect(onPath('https://shop.test/catalogue?q=blue', '/catalogue?q=red')).toBe(false);
  });

  it('finds a page named in words as whole parts of the path', () => {
    expect(onPath('https://shop.test/account/order-history', 'order-history')).toBe(true);
    expect(onPath('https://shop.test/account/order-history-old', 'order-history')).toBe(false);
  });

  it('takes a full URL as the page or one under it', () => {
    expect(onPath('https://shop.test/app/orders', 'https://shop.test/app')).toBe(true);
    expect(onPath('https://shop.test/application', 'https://shop.test/app')).toBe(false);
  });
});
