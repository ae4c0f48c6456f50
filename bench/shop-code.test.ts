import { describe, expect, it } from 'vitest';
import { shopScripts } from './shop-code.ts';

const sources = new Map([
  ['assets/hero-abc.js', ['blocks/hero/index.ts']],
  ['assets/cart.machine-def.js', ['runtime/machines/cart/cart.machine.ts']],
  ['assets/index-123.js', ['blocks/checkout-summary/index.ts']],
]);

describe('shopScripts', () => {
  it('accepts the chunks of content blocks', () => {
    expect(shopScripts(['/assets/hero-abc.js', '/assets/entry.client-x.js'], sources)).toEqual([]);
  });

  it('names a chunk of a cart machine or a checkout block, from the manifest sources', () => {
    expect(shopScripts(['/assets/cart.machine-def.js', '/assets/index-123.js'], sources)).toEqual([
      '/assets/cart.machine-def.js (runtime/machines/cart/cart.machine.ts)',
      '/assets/index-123.js (blocks/checkout-summary/index.ts)',
    ]);
  });

  it('names a script whose file says it is shop code when the manifest does not know it', () => {
    expect(shopScripts(['/assets/checkout-step-9.js'], sources)).toEqual(['/assets/checkout-step-9.js (file name)']);
  });
});
