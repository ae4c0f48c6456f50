import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allBlockTypes } from '../../blocks/block-list.ts';

/** Folders of blocks/ that are not blocks: shared pieces of several blocks. */
const NOT_BLOCKS = new Set(['content-kit', 'shop-kit', 'account-kit', 'shared']);

/** The three files of a block folder: its declaration, its browser part, its server part (decision 0077). */
export function blockFiles(type: string): string[] {
  return [`${type}.block.ts`, 'index.ts', `${type}.server.ts`];
}

/**
 * What is wrong between the block folders and the one list of block types: a folder of blocks/
 * is a block type, so it must be listed in blocks/block-list.ts and hold its declaration, its
 * browser part and its server part, and every listed type must have its folder.
 */
export function blockFolderProblems(blocksDir: string, listedTypes: readonly string[]): string[] {
  const folders = readdirSync(blocksDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_BLOCKS.has(entry.name))
    .map((entry) => entry.name);
  const problems: string[] = [];
  for (const folder of folders) {
    if (!listedTypes.includes(folder)) problems.push(`blocks/${folder}/ is not listed in blocks/block-list.ts: add '${folder}' to staticBlocks, lateBlocks or eagerBlocks`);
    for (const file of blockFiles(folder)) {
      if (!existsSync(join(blocksDir, folder, file))) problems.push(`blocks/${folder}/ has no ${file}`);
    }
  }
  for (const type of new Set(listedTypes)) {
    if (!folders.includes(type)) problems.push(`block type "${type}" is listed but blocks/${type}/ does not exist (the folder name is the block type)`);
  }
  return problems;
}

/** Throws one error listing every problem of blockFolderProblems; run when the web app starts. */
export function assertBlockFolders(blocksDir: string, listedTypes: readonly string[]): void {
  const problems = blockFolderProblems(blocksDir, listedTypes);
  if (problems.length) throw new Error(`The block folders and blocks/block-list.ts disagree:\n- ${problems.join('\n- ')}`);
}

/** The check of assertBlockFolders on this project's blocks/ and its list; run when the web app starts. */
export function assertProjectBlockFolders(): void {
  const blocksDir = fileURLToPath(new URL('../../blocks/', import.meta.url));
  assertBlockFolders(blocksDir, allBlockTypes());
}
