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

describe('block folders and the block list', () => {
  it('agree in this project: every folder of blocks/ is listed once and holds its three files, and every listed type has its folder', () => {
    expect(() => assertProjectBlockFolders()).not.toThrow();
  });

  it('names a folder missing from the list, with the line to add', () => {
    const dir = blocksDir({ hero: ['hero.block.ts', 'index.ts', 'hero.server.ts'], quote: ['quote.block.ts', 'index.ts', 'quote.server.ts'] });
    expect(blockFolderProblems(dir, ['hero'])).toEqual([
      "blocks/quote/ is not listed in blocks/block-list.ts: add 'quote' to staticBlocks, lateBlocks or eagerBlocks",
    ]);
  });

  it('names a listed type without a folder, and a folder without its declaration or its server part', () => {
    const dir = blocksDir({ hero: ['index.ts'], 'content-kit': ['ArticleView.tsx'] });
    expect(() => assertBlockFolders(dir, ['hero', 'heros'])).toThrow(
      'The block folders and blocks/block-list.ts disagree:\n' +
        '- blocks/hero/ has no hero.block.ts\n' +
        '- blocks/hero/ has no hero.server.ts\n' +
        '- block type "heros" is listed but blocks/heros/ does not exist (the folder name is the block type)',
    );
  });
});
