import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../blocks/registry.ts';
import { loadBlockServerPart, serverBlockTypes, serverPartOf } from './block-server-parts.server.ts';

describe('block server parts', () => {
  it('lists the same block types as the browser registry, in the same order', () => {
    expect(serverBlockTypes()).toEqual(Object.keys(blockRegistry));
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
