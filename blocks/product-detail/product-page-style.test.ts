import { describe, expect, it } from 'vitest';
import { productPageStyle } from './product-page-style.ts';

const with_ = (value: string) => [{ type: 'PRODUCT_PAGE_STYLE', value }];

describe('productPageStyle (PRODUCT_PAGE_STYLE, issue 37 row 4)', () => {
  it('reads the site’s variant: classic, gallery or compact', () => {
    expect([productPageStyle(with_('CLASSIC')), productPageStyle(with_('GALLERY')), productPageStyle(with_('compact'))]).toEqual(['classic', 'gallery', 'compact']);
  });
  it('reads the spec’s CUSTOM, a missing and an unknown value as the classic page', () => {
    expect([productPageStyle(with_('CUSTOM')), productPageStyle([]), productPageStyle(with_('FANCY'))]).toEqual(['classic', 'classic', 'classic']);
  });
});
