import { describe, expect, it } from 'vitest';
import { templateOf } from '../../server/generate/explorer.ts';

const of = (path: string) => templateOf(new URL(path, 'https://shop.test'));

describe('pages of one template', () => {
  it('are the same page with another id or query value', () => {
    expect(of('/products/12')).toBe(of('/products/7'));
    expect(of('/orders/3f2b9c1e-1a2b-4c3d-8e9f-001122334455/items')).toBe(
      of('/orders/aaaaaaaa-1a2b-4c3d-8e9f-001122334455/items'),
    );
    expect(of('/search?q=hat&page=2')).toBe(of('/search?page=9&q=shoe'));
  });

  it('are not pages with other words in their path or other query keys', () => {
    expect(of('/products/12')).not.toBe(of('/products/new'));
    expect(of('/about')).not.toBe(of('/contact'));
    expect(of('/search?q=hat')).not.toBe(of('/search?q=hat&page=2'));
  });

  it('are views of a hash-routed app only when their routes share a template', () => {
    expect(of('/admin#/posts/12')).toBe(of('/admin#/posts/7'));
    expect(of('/admin#/posts')).not.toBe(of('/admin#/users'));
    expect(of('/admin#/posts')).not.toBe(of('/admin'));
    // An anchor on the page is the same page.
    expect(of('/admin#top')).toBe(of('/admin'));
  });
});
