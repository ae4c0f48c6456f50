import { describe, expect, it } from 'vitest';
import { staticBlockScripts } from './static-block-code.ts';

describe('staticBlockScripts', () => {
  it('names the downloaded chunks that hold a static block, not those of blocks with browser behaviour', () => {
    const sources = new Map([
      ['assets/hero-abc.js', ['blocks/hero/index.ts', 'blocks/hero/Hero.tsx']],
      ['assets/gallery-def.js', ['blocks/gallery/index.ts']],
      ['assets/entry.client-123.js', ['host/entry.client.tsx']],
    ]);
    expect(staticBlockScripts(['/assets/entry.client-123.js', '/assets/gallery-def.js', '/assets/hero-abc.js'], sources)).toEqual(['/assets/hero-abc.js']);
    expect(staticBlockScripts(['/assets/entry.client-123.js', '/assets/gallery-def.js'], sources)).toEqual([]);
  });
});
