import { describe, expect, it } from 'vitest';
import { bytesBySource, decodeSegment, isOwnSource, projectPath, splitByOrigin, UNMAPPED } from './source-map-bytes.ts';

describe('decodeSegment', () => {
  it('reads base64 VLQ numbers, negative and multi-digit ones included', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('GCAD')).toEqual([3, 1, 0, -1]);
    expect(decodeSegment('gB')).toEqual([16]);
  });

  it('refuses a character that is not a VLQ digit, and a number cut short', () => {
    expect(() => decodeSegment('A*')).toThrow('"*" is not a base64 VLQ digit');
    expect(() => decodeSegment('g')).toThrow('ends inside a number');
  });
});

describe('bytesBySource', () => {
  const map = { sources: ['../../node_modules/react/index.js', '../../runtime/app/App.tsx'], mappings: 'AAAA,GCAA;CDAA,CCAA' };

  it('gives each source the generated text up to the next segment, across lines (the source index carries over)', () => {
    const bytes = bytesBySource('abcdef\nxyz', map);
    expect(bytes.get('../../node_modules/react/index.js')).toBe(3 + 1);
    expect(bytes.get('../../runtime/app/App.tsx')).toBe(3 + 1);
    expect(bytes.get(UNMAPPED)).toBe(1 + 1); // the newline, and "x" before line 2's first segment ("y" is React's, "z" App's)
  });

  it('counts UTF-8 bytes, and a segment without a source as unmapped', () => {
    const bytes = bytesBySource('é;glue', { sources: ['a.ts'], mappings: 'AAAA,EA' });
    expect(bytes.get('a.ts')).toBe(3); // "é;" is 3 bytes
    expect(bytes.get(UNMAPPED)).toBe(4);
  });

  it('adds up to the whole chunk', () => {
    const code = 'abcdef\nxyz';
    const total = [...bytesBySource(code, map).values()].reduce((sum, size) => sum + size, 0);
    expect(total).toBe(Buffer.byteLength(code));
  });
});

describe('projectPath and isOwnSource', () => {
  it('names sources from the project root, or from node_modules/ on', () => {
    expect(projectPath('../../../runtime/web/app/App.tsx')).toBe('runtime/web/app/App.tsx');
    expect(projectPath('../../../../../main/node_modules/react-dom/cjs/x.js')).toBe('node_modules/react-dom/cjs/x.js');
    expect(projectPath('../../node_modules/.pnpm/a/node_modules/xstate/dist/x.js')).toBe('node_modules/xstate/dist/x.js');
  });

  it('counts project sources as own code, dependencies and bundler modules as libraries', () => {
    expect(isOwnSource('runtime/cart/CartHost.tsx')).toBe(true);
    expect(isOwnSource('blocks/product-detail/index.ts')).toBe(true);
    expect(isOwnSource('node_modules/react/index.js')).toBe(false);
    expect(isOwnSource('\0rolldown/runtime.js')).toBe(false);
    expect(isOwnSource('vite/preload-helper.js')).toBe(false);
    expect(isOwnSource(UNMAPPED)).toBe(false);
  });
});

describe('splitByOrigin', () => {
  it('shares the gzip size in proportion to the bytes each side produced, ignoring unmapped bytes', () => {
    const bytes = new Map([
      ['../../node_modules/react/index.js', 300],
      ['../../runtime/app/App.tsx', 100],
      [UNMAPPED, 1000],
    ]);
    expect(splitByOrigin(1000, bytes)).toEqual({ libraryBytes: 750, ownBytes: 250 });
  });

  it('gives no split for a chunk with no mapped byte', () => {
    expect(splitByOrigin(500, new Map([[UNMAPPED, 10]]))).toBeNull();
  });
});
