/**
 * `npx tsx scripts/gen-block-docs.ts`: writes docs/blocks.md, the reference of every block of
 * blocks/block-list.ts (type, description, props table), from the block schemas.
 * `--check` writes nothing and exits 1 when docs/blocks.md is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { blockDocsMarkdown } from '../schemas/blocks/block-docs.ts';
import { loadBlockSchemas } from '../host/block-server/block-schemas.server.ts';
import { serverBlockTypes } from '../host/block-server/block-server-parts.server.ts';

const target = fileURLToPath(new URL('../docs/blocks.md', import.meta.url));

/** The expected content of docs/blocks.md. */
export async function generateBlockDocs(): Promise<string> {
  return blockDocsMarkdown(await loadBlockSchemas(serverBlockTypes()));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const content = await generateBlockDocs();
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // absent: written below
  }
  if (process.argv.includes('--check')) {
    console.log(current === content ? 'gen-block-docs: docs/blocks.md is up to date' : 'gen-block-docs: docs/blocks.md is stale');
    process.exitCode = current === content ? 0 : 1;
  } else if (current !== content) {
    writeFileSync(target, content);
    console.log('gen-block-docs: docs/blocks.md written');
  } else {
    console.log('gen-block-docs: docs/blocks.md is up to date');
  }
}
