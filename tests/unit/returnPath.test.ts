import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from '../../src/lib/returnPath.ts';

describe('the page to return to after signing in', () => {
  it('keeps a path of the app, with its query and fragment', () => {
    expect(safeReturnPath('/issues/3/12')).toBe('/issues/3/12');
    expect(safeReturnPath('/live-test?run=7#steps')).toBe('/live-test?run=7#steps');
    expect(loginPathFor('/issues/3/12')).toBe('/login?next=%2Fissues%2F3%2F12');
  });

  it.each([
    'https://evil.example/dashboard',
    '//evil.example/dashboard',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '/\tevil',
    '/ evil',
    '',
    null,
    undefined,
  ])('refuses %j, which is not a path of this app', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('refuses the public pages, which a signed-in user is sent away from', () => {
    for (const page of ['/', '/login', '/login?next=%2Fdashboard', '/signup', '/reset-password', '/change-password']) {
      expect(safeReturnPath(page)).toBeNull();
    }
    expect(loginPathFor('/login')).toBe('/login');
  });
});
