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

export const LAYERS = ['rules', 'schemas', 'server', 'host', 'runtime', 'blocks'] as const;

/**
 * The rooms of the graph: each top-level folder, except runtime/, whose sub-folders are rooms of
 * their own and whose `index.ts` / `index.server.ts` (what blocks may import) are the room `surface`.
 * host/ (the Node side that composes everything) stands above runtime/ and blocks/.
 */
export const ROOMS = [
  'rules',
  'schemas',
  'server',
  'runtime/engine',
  'runtime/ui',
  'runtime/cart',
  'runtime/checkout',
  'runtime/web',
  'runtime/tools',
  'runtime/surface',
  'host',
  'blocks',
] as const;
export type Room = (typeof ROOMS)[number];

/** The room a project file belongs to, or null for a file outside the rooms (scripts, tests, bench). */
export function roomOf(file: string): Room | null {
  const [top, second] = file.split('/');
  if (top === 'runtime') {
    if (second === 'index.ts' || second === 'index.server.ts') return 'runtime/surface';
    const room = `runtime/${second}`;
    return (ROOMS as readonly string[]).includes(room) ? (room as Room) : null;
  }
  return (ROOMS as readonly string[]).includes(top ?? '') ? (top as Room) : null;
}

const isTest = (file: string) => /\.test\.tsx?$|\.test-utils\.tsx?$/.test(file);

/**
 * What each room may import besides itself. Data flows one way: configuration (schemas) → API
 * (server) → engine → ui → the cart and checkout slices → web → tools; the surface is what blocks
 * see; only the host imports server/ and blocks/, and nothing imports the host.
 */
export const ALLOWED: Record<Room, readonly Room[]> = {
  rules: [],
  schemas: ['rules'],
  server: ['rules', 'schemas'],
  'runtime/engine': ['rules', 'schemas'],
  'runtime/ui': ['rules', 'schemas', 'runtime/engine'],
  'runtime/cart': ['rules', 'schemas', 'runtime/engine', 'runtime/ui'],
  'runtime/checkout': ['rules', 'schemas', 'runtime/engine', 'runtime/ui', 'runtime/cart'],
  'runtime/web': ['rules', 'schemas', 'runtime/engine', 'runtime/ui', 'runtime/cart', 'runtime/checkout'],
  'runtime/tools': ['rules', 'schemas', 'runtime/engine', 'runtime/ui', 'runtime/web'],
  'runtime/surface': ['rules', 'schemas', 'runtime/engine', 'runtime/ui', 'runtime/cart', 'runtime/checkout', 'runtime/web'],
  host: ['rules', 'schemas', 'server', 'runtime/engine', 'runtime/ui', 'runtime/cart', 'runtime/checkout', 'runtime/web', 'runtime/tools', 'runtime/surface', 'blocks'],
  blocks: ['rules', 'schemas', 'runtime/surface'],
};

/** The block registries: the only blocks/ files the host may import. */
const BLOCK_REGISTRIES = new Set(['blocks/registry.ts', 'blocks/registry.server.ts', 'blocks/block-list.ts']);
/** Stylesheets of the runtime's UI are public to blocks too. */
const isPublicStylesheet = (file: string) => /^runtime\/ui\/[^/]+\.css$/.test(file);

/** Every broken rule of the import graph, one line per import (`file -> target: why`). */
export function layerViolations(edges: readonly ImportEdge[]): string[] {
  const problems: string[] = [];
  for (const { from, to } of edges) {
    const source = roomOf(from);
    const target = roomOf(to);
    if (!source || !target || source === target) continue;
    const line = `${from} -> ${to}`;
    if (source === 'blocks' && isPublicStylesheet(to)) continue;
    // A test may reach into the room it tests from a neighbour (a block's test renders with the runtime's helpers).
    if (isTest(from) && source !== 'runtime/engine' && target !== 'server' && target !== 'blocks') continue;
    if (!ALLOWED[source].includes(target)) {
      const why =
        source === 'blocks' && target.startsWith('runtime/')
          ? 'a block imports the runtime only through runtime/index.ts (browser) or runtime/index.server.ts (server parts)'
          : target === 'host'
            ? 'nothing imports the host'
            : `${source}/ must not import ${target}/`;
      problems.push(`${line}: ${why}`);
    } else if (source === 'host' && target === 'blocks' && !BLOCK_REGISTRIES.has(to)) {
      problems.push(`${line}: the host imports blocks only through blocks/registry.ts, blocks/registry.server.ts or blocks/block-list.ts`);
    }
  }
  return problems;
}

/** The room graph: for each room, the rooms its files import (tests left out). */
export function roomGraph(edges: readonly ImportEdge[]): Map<Room, Set<Room>> {
  const graph = new Map<Room, Set<Room>>();
  for (const { from, to } of edges) {
    const source = roomOf(from);
    const target = roomOf(to);
    if (!source || !target || source === target || isTest(from)) continue;
    if (!graph.has(source)) graph.set(source, new Set());
    graph.get(source)!.add(target);
  }
  return graph;
}

/** Every cycle of rooms (strongly connected components of more than one room), each sorted. */
export function roomCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let index = 0;
  const indexes = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    indexes.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexes.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexes.get(next)!));
    }
    if (low.get(node) === indexes.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indexes.has(node)) visit(node);
  return cycles;
}

/** The packages a file imports (specifiers that are not relative), `node:` built-ins included. */
export function packagesOf(root: string, file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return ts.preProcessFile(text, true, true).importedFiles.map(({ fileName }) => fileName).filter((name) => !name.startsWith('.'));
}

/** Packages a room must not import: the engine is plain TypeScript (no React, no Node), the browser rooms no Node. */
const FORBIDDEN_PACKAGES: Partial<Record<Room, RegExp>> = {
  'runtime/engine': /^(react|react-dom|react-intl|react-router)(\/|$)|^node:/,
  'runtime/ui': /^node:/,
  'runtime/cart': /^node:/,
  'runtime/checkout': /^node:/,
  'runtime/web': /^node:/,
  'runtime/tools': /^node:/,
  'runtime/surface': /^node:/,
};

/** Every package import a room must not make (tests left out), one line each. */
export function packageViolations(root: string, files: readonly string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const room = roomOf(file);
    const forbidden = room ? FORBIDDEN_PACKAGES[room] : undefined;
    if (!forbidden || isTest(file)) continue;
    for (const name of packagesOf(root, file)) if (forbidden.test(name)) problems.push(`${file} -> ${name}: ${room}/ must not import ${name}`);
  }
  return problems;
}

/** The graph of top-level folders (runtime/ as one): for each, the folders its files import (tests left out). */
export function folderGraph(edges: readonly ImportEdge[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const source = from.split('/')[0]!;
    const target = to.split('/')[0]!;
    if (source === target || isTest(from)) continue;
    if (!graph.has(source)) graph.set(source, new Set());
    graph.get(source)!.add(target);
  }
  return graph;
}

/**
 * The cycles between sibling folders, in every folder of the given edges (issue 35 item 4): for
 * each folder, the graph of its sub-folders (each taken whole, its own sub-folders in it), an edge
 * when a file of one imports a file of another (tests left out); each cycle named
 * `parent/{a, b, …}` (`{a, b}` at the top). Files directly in the folder are no sibling folder.
 */
export function siblingFolderCycles(edges: readonly ImportEdge[]): string[] {
  const graphs = new Map<string, Map<string, Set<string>>>();
  for (const { from, to } of edges) {
    if (isTest(from) || /\.spec\.tsx?$/.test(from) || from.startsWith('tests/')) continue;
    const a = from.split('/');
    const b = to.split('/');
    let depth = 0;
    while (depth < a.length - 1 && depth < b.length - 1 && a[depth] === b[depth]) depth += 1;
    // One of the two is a file directly in the folder the two paths share: no sibling folders.
    if (depth >= a.length - 1 || depth >= b.length - 1) continue;
    const parent = a.slice(0, depth).join('/');
    if (!graphs.has(parent)) graphs.set(parent, new Map());
    const graph = graphs.get(parent)!;
    if (!graph.has(a[depth]!)) graph.set(a[depth]!, new Set());
    graph.get(a[depth]!)!.add(b[depth]!);
  }
  const cycles: string[] = [];
  for (const [parent, graph] of graphs) for (const cycle of roomCycles(graph)) cycles.push(`${parent === '' ? '' : `${parent}/`}{${cycle.join(', ')}}`);
  return cycles.sort();
}
