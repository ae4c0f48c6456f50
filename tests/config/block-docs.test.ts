import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverBlockTypes } from '../../host/block-server/block-server-parts.server.ts';
import { generateBlockDocs } from '../../scripts/gen-block-docs.ts';

describe('docs/blocks.md', () => {
  it('is generated from the current block schemas', async () => {
    const current = readFileSync(new URL('../../docs/blocks.md', import.meta.url), 'utf8');
    const stale = current !== (await generateBlockDocs());
    expect(stale, 'docs/blocks.md is stale: run `npx tsx scripts/gen-block-docs.ts`').toBe(false);
  });

  it('documents every registered block', async () => {
    const current = readFileSync(new URL('../../docs/blocks.md', import.meta.url), 'utf8');
    for (const type of serverBlockTypes()) expect(current).toContain(`\n## ${type}\n`);
  });
});
