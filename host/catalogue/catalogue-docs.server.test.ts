import { describe, expect, it } from 'vitest';
import { loadCatalogueDocs } from './catalogue-docs.server.ts';

describe('catalogue props tables', () => {
  it('lists each prop of a block with its type, whether it is required and its allowed values', async () => {
    const [imageText] = await loadCatalogueDocs(['image-text']);
    const position = imageText!.rows.find((row) => row.name === 'imagePosition');
    expect(position).toMatchObject({ required: false, allowed: 'left, right' });
    expect(imageText!.rows.find((row) => row.name === 'image.src')?.required).toBe(true);
    expect(imageText!.rows.find((row) => row.name === 'html')).toMatchObject({ type: expect.stringContaining('string'), required: true });
  });

  it('reports a block without a server part instead of failing', async () => {
    const [missing] = await loadCatalogueDocs(['no-such-block']);
    expect(missing!.rows).toEqual([]);
    expect(missing!.problem).toMatch(/unknown block type "no-such-block": it has no entry in blocks\/block-list.ts/);
  });
});
