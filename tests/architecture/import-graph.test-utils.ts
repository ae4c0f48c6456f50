import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** One edge of the import graph: a project file and the project file one of its imports resolves to. */
export interface ImportEdge {
  from: string;
  to: string;
  specifier: string;
}

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.data', '.git']);

/** Every .ts/.tsx file under the given top-level folders, as paths relative to the root, with `/`. */
export function sourceFiles(root: string, folders: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (SKIPPED_FOLDERS.has(name)) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) files.push(relative(root, path).split(sep).join('/'));
    }
  };
  for (const folder of folders) if (existsSync(join(root, folder))) walk(join(root, folder));
  return files.sort();
}

/**
 * The project-internal imports of a file: static imports, re-exports and `import()` calls whose
 * specifier is relative, resolved to a file path relative to the root. Package imports are left out.
 */
export function importsOf(root: string, file: string): ImportEdge[] {
  const text = readFileSync(join(root, file), 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const edges: ImportEdge[] = [];
  for (const { fileName: specifier } of importedFiles) {
    if (!specifier.startsWith('.')) continue;
    const target = resolveSpecifier(root, file, specifier);
    if (target !== null) edges.push({ from: file, to: target, specifier });
  }
  return edges;
}

function resolveSpecifier(root: string, file: string, specifier: string): string | null {
  const base = resolve(root, dirname(file), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  return found === undefined ? null : relative(root, found).split(sep).join('/');
}

/** The whole graph of the given folders. */
export function importGraph(root: string, folders: string[]): ImportEdge[] {
  return sourceFiles(root, folders).flatMap((file) => importsOf(root, file));
}

export const LAYERS = ['rules', 'schemas', 'server', 'runtime', 'blocks'] as const;
type Layer = (typeof LAYERS)[number];

const layerOf = (file: string): Layer | null => {
  const top = file.split('/')[0];
  return (LAYERS as readonly string[]).includes(top ?? '') ? (top as Layer) : null;
};
const isTest = (file: string) => /\.test\.tsx?$|\.test-utils\.tsx?$/.test(file);

/** The runtime's public surface: what blocks may import (stylesheets of runtime/ui are public too). */
const RUNTIME_SURFACE = new Set(['runtime/index.ts', 'runtime/index.server.ts']);
const isRuntimeSurface = (file: string) => RUNTIME_SURFACE.has(file) || /^runtime\/ui\/[^/]+\.css$/.test(file);

/** The block registries: the only blocks/ files the runtime may import (the static types' list is apart so the browser entry does not carry the registry's map). */
const BLOCK_REGISTRIES = new Set(['blocks/registry.ts', 'blocks/registry.server.ts', 'blocks/static-block-types.ts']);

/** Which layers each layer must not import: rules ← schemas ← server, and rules ← runtime ← blocks. */
const FORBIDDEN: Record<Layer, readonly Layer[]> = {
  rules: ['schemas', 'server', 'runtime', 'blocks'],
  schemas: ['server', 'runtime', 'blocks'],
  server: ['runtime', 'blocks'],
  runtime: [],
  blocks: ['server'],
};

/** Every broken rule of the import graph, one line per import (`file -> target: why`). */
export function layerViolations(edges: readonly ImportEdge[]): string[] {
  const problems: string[] = [];
  for (const { from, to } of edges) {
    const source = layerOf(from);
    const target = layerOf(to);
    if (!source || !target || source === target) continue;
    const line = `${from} -> ${to}`;
    if (FORBIDDEN[source].includes(target)) {
      problems.push(`${line}: ${source}/ must not import ${target}/`);
    } else if (source === 'blocks' && target === 'runtime' && !isTest(from) && !isRuntimeSurface(to)) {
      problems.push(`${line}: a block imports the runtime only through runtime/index.ts (browser) or runtime/index.server.ts (server parts)`);
    } else if (source === 'runtime' && target === 'blocks' && !isTest(from) && !BLOCK_REGISTRIES.has(to)) {
      problems.push(`${line}: the runtime imports blocks only through blocks/registry.ts, blocks/registry.server.ts or blocks/static-block-types.ts`);
    }
  }
  return problems;
}
