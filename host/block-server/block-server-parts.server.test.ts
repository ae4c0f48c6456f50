import { describe, expect, it } from 'vitest';
import { eagerBlocks, lateBlocks, staticBlocks } from '../../blocks/block-list.ts';
import { loadBlockServerPart, serverBlockTypes, serverPartOf } from './block-server-parts.server.ts';

describe('block server parts', () => {
  it('lists every block type of blocks/block-list.ts once', () => {
    expect(serverBlockTypes()).toEqual([...staticBlocks, ...lateBlocks, ...eagerBlocks]);
    expect(new Set(serverBlockTypes()).size).toBe(serverBlockTypes().length);
  });

  it('gives every block a props schema under the fixed `schema` field', async () => {
    for (const type of serverBlockTypes()) expect((await loadBlockServerPart(type)).schema, type).toMatchObject({ type: 'object' });
  });

  it('refuses a server part without a default export or without a schema, naming the file', () => {
    expect(() => serverPartOf('quote', { QuoteSchema: {} })).toThrow('blocks/quote/quote.server.ts has no default export');
    expect(() => serverPartOf('quote', { default: { examples: {} } })).toThrow('blocks/quote/quote.server.ts: the default export has no `schema`');
  });

  it('refuses an unknown block type', async () => {
    await expect(loadBlockServerPart('quote')).rejects.toThrow('unknown block type "quote"');
  });
});
