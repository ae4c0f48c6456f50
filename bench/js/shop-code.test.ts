import { describe, expect, it } from 'vitest';
import { isShopModule, shopScripts } from './shop-code.ts';

const sources = new Map([
  ['assets/hero-abc.js', ['blocks/hero/index.ts', 'runtime/ui/SiteLink.tsx', 'node_modules/react/index.js']],
  ['assets/cart.machine-def.js', ['runtime/cart/machine/cart.machine.ts']],
  ['assets/index-123.js', ['blocks/checkout-summary/index.ts']],
  ['assets/entry.client-x.js', ['host/entry.client.tsx', 'rules/shop/stock-status.ts', 'runtime/web/seo/product-json-ld.ts']],
  ['assets/shop-y.js', ['blocks/shop-kit/ProductCard.tsx', 'blocks/shop-kit/a.ts', 'blocks/shop-kit/b.ts', 'blocks/shop-kit/c.ts', 'blocks/shop-kit/d.ts']],
]);

describe('isShopModule', () => {
  it('knows the shop folders on main', () => {
    for (const path of [
      'blocks/product-detail/index.ts',
      'blocks/product-search/ProductSearch.tsx',
      'blocks/shop-kit/ProductCard.tsx',
      'blocks/featured-products/index.ts',
      'blocks/cart/index.ts',
      'runtime/cart/CartHost.tsx',
      'runtime/cart/machine/cart.machine.ts',
      'runtime/engine/machines/customization/start-customization-actor.ts',
      'rules/shop/quantity/quantity-options.ts',
    ]) {
      expect(isShopModule(path), path).toBe(true);
    }
  });

  it('knows shop modules by their name elsewhere, and leaves content code and libraries alone', () => {
    expect(isShopModule('runtime/web/seo/product-json-ld.ts')).toBe(true);
    expect(isShopModule('runtime/ui/CartBadge.tsx')).toBe(true);
    expect(isShopModule('blocks/hero/index.ts')).toBe(false);
    expect(isShopModule('runtime/web/shell/menu/ordered-items.ts')).toBe(false);
    expect(isShopModule('runtime/engine/machines/form/form.machine.ts')).toBe(false);
    expect(isShopModule('node_modules/some-lib/product-utils.js')).toBe(false);
  });
});

describe('shopScripts', () => {
  it('accepts the chunks of content blocks', () => {
    expect(shopScripts(['/assets/hero-abc.js'], sources)).toEqual([]);
  });

  it('names each script holding shop modules, with those modules', () => {
    expect(shopScripts(['/assets/cart.machine-def.js', '/assets/index-123.js', '/assets/entry.client-x.js'], sources)).toEqual([
      '/assets/cart.machine-def.js (runtime/cart/machine/cart.machine.ts)',
      '/assets/index-123.js (blocks/checkout-summary/index.ts)',
      '/assets/entry.client-x.js (rules/shop/stock-status.ts, runtime/web/seo/product-json-ld.ts)',
    ]);
  });

  it('gives each module\'s minified bytes when the source maps were read', () => {
    const modules = new Map([['assets/entry.client-x.js', new Map([['host/entry.client.tsx', 900], ['rules/shop/stock-status.ts', 312]])]]);
    expect(shopScripts(['/assets/entry.client-x.js'], sources, modules)).toEqual([
      '/assets/entry.client-x.js (rules/shop/stock-status.ts 312 B, runtime/web/seo/product-json-ld.ts)',
    ]);
  });

  it('shows four modules of a large shop chunk and counts the rest', () => {
    expect(shopScripts(['/assets/shop-y.js'], sources)).toEqual([
      '/assets/shop-y.js (blocks/shop-kit/ProductCard.tsx, blocks/shop-kit/a.ts, blocks/shop-kit/b.ts, blocks/shop-kit/c.ts, … 1 more)',
    ]);
  });

  it('names a script whose file says it is shop code when nothing else is known of it', () => {
    expect(shopScripts(['/assets/checkout-step-9.js'], sources)).toEqual(['/assets/checkout-step-9.js (file name)']);
  });
});
