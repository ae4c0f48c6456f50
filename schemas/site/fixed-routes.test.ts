import { describe, expect, it } from 'vitest';
import { fixedRoutePatterns, fixedRouteRegExp, isFixedRoutePath } from './fixed-routes.ts';

describe('fixedRoutePatterns', () => {
  it('lists the home, legal, quote and shop routes of spec §2', () => {
    expect(fixedRoutePatterns).toEqual(expect.arrayContaining(['/', '/legal-notice', '/use-terms', '/demander-un-devis', '/cart']));
  });

  it('turns optional and numeric parameters into a regular expression', () => {
    const regexp = fixedRouteRegExp({ path: '/products/:slug?/:id', numericParams: ['id'] });
    expect(regexp.test('/products/muscadet/12')).toBe(true);
    expect(regexp.test('/products/12')).toBe(true);
    expect(regexp.test('/products/muscadet/douze')).toBe(false);
  });
});

describe('isFixedRoutePath', () => {
  it('accepts French paths without prefix and English paths with /en', () => {
    expect(isFixedRoutePath('/', 'fr')).toBe(true);
    expect(isFixedRoutePath('/en', 'en')).toBe(true);
    expect(isFixedRoutePath('/legal-notice', 'fr')).toBe(true);
    expect(isFixedRoutePath('/en/legal-notice', 'en')).toBe(true);
    expect(isFixedRoutePath('/autocar/autocar-63-places/4', 'fr')).toBe(true);
    expect(isFixedRoutePath('/en/wines/muscadet/3/2021', 'en')).toBe(true);
  });

  it('rejects a path of the other language and unknown paths', () => {
    expect(isFixedRoutePath('/legal-notice', 'en')).toBe(false);
    expect(isFixedRoutePath('/en/legal-notice', 'fr')).toBe(false);
    expect(isFixedRoutePath('/page-inexistante', 'fr')).toBe(false);
    expect(isFixedRoutePath('/cart/unknown', 'fr')).toBe(false);
  });
});
