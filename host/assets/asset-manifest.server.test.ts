import { describe, expect, it } from 'vitest';
import { createAssetResolver, entryScript } from './asset-manifest.server.ts';
import type { ViteManifest } from './asset-manifest.server.ts';

const manifest: ViteManifest = {
  'host/entry.client.tsx': { file: 'assets/entry-a1.js', isEntry: true, imports: ['_react-b2.js'], css: ['assets/entry-c3.css'], dynamicImports: ['blocks/hero/index.ts'] },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  'blocks/hero/index.ts': { file: 'assets/index-h4.js', imports: ['_react-b2.js', '_picture-p5.js'], css: ['assets/hero-h6.css'] },
  '_picture-p5.js': { file: 'assets/picture-p5.js' },
  'blocks/gallery/index.ts': { file: 'assets/index-g7.js' },
};

describe('page assets from the Vite manifest', () => {
  const assets = createAssetResolver(manifest);
  it('lists the entry and the chunks of the page blocks only, without duplicates', () => {
    const { js, css } = assets(['hero']);
    expect(js).toEqual(['/assets/entry-a1.js', '/assets/react-b2.js', '/assets/index-h4.js', '/assets/picture-p5.js']);
    expect(css).toEqual(['/assets/entry-c3.css', '/assets/hero-h6.css']);
    expect(js).not.toContain('/assets/index-g7.js');
  });
  it('links the one stylesheet of a build without CSS code splitting on every page', () => {
    const whole = createAssetResolver({
      'host/entry.client.tsx': { file: 'assets/entry-a1.js', isEntry: true, imports: ['_react-b2.js'] },
      '_react-b2.js': { file: 'assets/react-b2.js' },
      'blocks/hero/index.ts': { file: 'assets/index-h4.js' },
      'style.css': { file: 'assets/style-s1.css' },
    });
    for (const types of [[], ['hero'], ['hero', 'gallery']]) expect(whole(types).css).toEqual(['/assets/style-s1.css']);
  });
  it('preloads the block registry chunk with the blocks that have code, and not on a page without any', () => {
    const withRegistry = createAssetResolver({
      ...manifest,
      'blocks/registry.ts': { file: 'assets/registry-r8.js', imports: ['host/entry.client.tsx'], dynamicImports: ['blocks/hero/index.ts'] },
    });
    expect(withRegistry(['hero']).js).toEqual(['/assets/entry-a1.js', '/assets/react-b2.js', '/assets/registry-r8.js', '/assets/index-h4.js', '/assets/picture-p5.js']);
    expect(withRegistry([]).js).toEqual(['/assets/entry-a1.js', '/assets/react-b2.js']);
  });
  it('is empty without a manifest (development)', () => {
    expect(createAssetResolver(null)(['hero'])).toEqual({ js: [], css: [] });
    expect(entryScript(manifest)).toBe('/assets/entry-a1.js');
  });
});
