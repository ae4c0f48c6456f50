import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Folders and files whose changes need a new build: the entries and the document are in host/,
 * and the server bundle takes shared code from server/ (over-approximated: any change there).
 */
export const BUILD_SOURCES = ['host', 'runtime', 'blocks', 'server', 'rules', 'schemas', 'vite.config.ts', 'package.json'];
export const BUILD_OUTPUTS = ['dist/client/.vite/manifest.json', 'dist/server/entry.server.js'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

/** True when an output (default: the page build's) is missing or older than the newest source (tests excluded). */
export function buildIsStale(root: string, outputFiles: readonly string[] = BUILD_OUTPUTS): boolean {
  const outputs = outputFiles.map((file) => join(root, file));
  if (outputs.some((file) => !existsSync(file))) return true;
  const oldestOutput = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const newestSource = Math.max(...BUILD_SOURCES.map((source) => newestMtime(join(root, source))));
  return newestSource > oldestOutput;
}
