import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blockRegistry } from '../../blocks/registry.ts';
import { blockServerRegistry } from '../../blocks/registry.server.ts';

/** Folders of blocks/ that are not blocks: shared pieces of several blocks. */
const NOT_BLOCKS = new Set(['content-kit', 'shop-kit', 'account-kit', 'shared']);

/**
 * What is wrong between the block folders and the two registries: a folder of blocks/ is a
 * block type, so it must have an entry in blocks/registry.ts and blocks/registry.server.ts, its
 * `index.ts` and its `<type>.server.ts`, and every registry key must have its folder.
 */
export function blockFolderProblems(blocksDir: string, browserTypes: readonly string[], serverTypes: readonly string[]): string[] {
  const folders = readdirSync(blocksDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_BLOCKS.has(entry.name))
    .map((entry) => entry.name);
  const problems: string[] = [];
  for (const folder of folders) {
    if (!browserTypes.includes(folder)) problems.push(`blocks/${folder}/ has no entry in blocks/registry.ts: add \`'${folder}': () => import('./${folder}/index.ts'),\``);
    if (!serverTypes.includes(folder)) problems.push(`blocks/${folder}/ has no entry in blocks/registry.server.ts: add \`'${folder}': () => import('./${folder}/${folder}.server.ts'),\``);
    for (const file of ['index.ts', `${folder}.server.ts`]) {
      if (!existsSync(join(blocksDir, folder, file))) problems.push(`blocks/${folder}/ has no ${file}`);
    }
  }
  for (const type of new Set([...browserTypes, ...serverTypes])) {
    if (!folders.includes(type)) problems.push(`block type "${type}" is registered but blocks/${type}/ does not exist (the folder name is the block type)`);
  }
  return problems;
}

/** Throws one error listing every problem of blockFolderProblems; run when the web app starts. */
export function assertBlockFolders(blocksDir: string, browserTypes: readonly string[], serverTypes: readonly string[]): void {
  const problems = blockFolderProblems(blocksDir, browserTypes, serverTypes);
  if (problems.length) throw new Error(`The block folders and the block registries disagree:\n- ${problems.join('\n- ')}`);
}

/** The check of assertBlockFolders on this project's blocks/ and its two registries; run when the web app starts. */
export function assertProjectBlockFolders(): void {
  const blocksDir = fileURLToPath(new URL('../../blocks/', import.meta.url));
  assertBlockFolders(blocksDir, Object.keys(blockRegistry), Object.keys(blockServerRegistry));
}
