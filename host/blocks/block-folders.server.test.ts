import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertBlockFolders, assertProjectBlockFolders, blockFolderProblems } from './block-folders.server.ts';

function blocksDir(folders: Record<string, string[]>): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-blocks-'));
  for (const [folder, files] of Object.entries(folders)) {
    mkdirSync(join(dir, folder));
    for (const file of files) writeFileSync(join(dir, folder, file), '');
  }
  return dir;
}

describe('block folders and registries', () => {
  it('agree in this project: every folder of blocks/ is registered in both maps, and every key has its folder', () => {
    expect(() => assertProjectBlockFolders()).not.toThrow();
  });

  it('names a folder missing from a registry, with the line to add', () => {
    const dir = blocksDir({ hero: ['index.ts', 'hero.server.ts'], quote: ['index.ts', 'quote.server.ts'] });
    expect(blockFolderProblems(dir, ['hero'], ['hero', 'quote'])).toEqual([
      "blocks/quote/ has no entry in blocks/registry.ts: add `'quote': () => import('./quote/index.ts'),`",
    ]);
  });

  it('names a registered type without a folder, and a folder without its server part', () => {
    const dir = blocksDir({ hero: ['index.ts'], 'content-kit': ['ArticleView.tsx'] });
    expect(() => assertBlockFolders(dir, ['hero', 'heros'], ['hero', 'heros'])).toThrow(
      'The block folders and the block registries disagree:\n' +
        '- blocks/hero/ has no hero.server.ts\n' +
        '- block type "heros" is registered but blocks/heros/ does not exist (the folder name is the block type)',
    );
  });
});
