import { describe, expect, it } from 'vitest';
import { pageLink } from './page-link.ts';

const internal = (url: string) => ({ link: { type: 'INTERNAL', url } });

describe('pageLink', () => {
  it('puts an internal target in the page’s language', () => {
    expect(pageLink(internal('/products/search'), 'fr_FR')).toEqual({ href: '/products/search', external: false });
    expect(pageLink(internal('/products/search'), 'en')).toEqual({ href: '/en/products/search', external: false });
    expect(pageLink(internal('/'), 'en')).toEqual({ href: '/en', external: false });
  });
  it('keeps a target the owner wrote under /en', () => {
    expect(pageLink(internal('/en/products/search'), 'en')?.href).toBe('/en/products/search');
  });
  it('keeps an http(s) external link as written', () => {
    expect(pageLink({ link: { type: 'EXTERNAL', url: 'https://blog.example.org' } }, 'en')).toEqual({ href: 'https://blog.example.org', external: true });
  });
  it('ignores NONE, a protocol-relative target, a script URL and a missing link', () => {
    expect(pageLink({ link: { type: 'NONE', url: '/x' } }, 'fr_FR')).toBeNull();
    expect(pageLink(internal('//evil.example'), 'fr_FR')).toBeNull();
    expect(pageLink({ link: { type: 'EXTERNAL', url: 'javascript:alert(1)' } }, 'fr_FR')).toBeNull();
    expect(pageLink({}, 'fr_FR')).toBeNull();
  });
});
