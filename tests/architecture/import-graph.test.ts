import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph, type ImportEdge } from './import-graph.test-utils.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const LAYERS = ['rules', 'schemas', 'server', 'runtime', 'blocks'] as const;
type Layer = (typeof LAYERS)[number];

const layerOf = (file: string): Layer | null => {
  const top = file.split('/')[0];
  return (LAYERS as readonly string[]).includes(top ?? '') ? (top as Layer) : null;
};
const isTest = (file: string) => /\.test\.tsx?$|\.test-utils\.tsx?$/.test(file);

/** The runtime's public surface: what blocks may import (stylesheets of runtime/ui are public too). */
const RUNTIME_SURFACE = new Set(['runtime/index.ts', 'runtime/index.server.ts']);
const isRuntimeSurface = (file: string) => RUNTIME_SURFACE.has(file) || /^runtime\/ui\/[^/]+\.css$/.test(file);

/** The block registries: the only blocks/ files the runtime may import. */
const BLOCK_REGISTRIES = new Set(['blocks/registry.ts', 'blocks/registry.server.ts']);

/**
 * Imports of blocks/form from the runtime that the forms work (route actions replacing the
 * form-echo plumbing, issue 16 item 3) removes; listed here so that work can delete them.
 */
const FORMS_HANDOVER = new Set([
  'runtime/server/form-post-route.server.ts -> blocks/form/form-echo.ts',
  'runtime/server/form-post-route.server.ts -> blocks/form/form-post.server.ts',
  'runtime/data/engine-context.ts -> blocks/form/form-echo.ts',
  'runtime/data/page-loader.server.ts -> blocks/form/form-echo.ts',
]);

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
    } else if (source === 'runtime' && target === 'blocks' && !isTest(from) && !BLOCK_REGISTRIES.has(to) && !FORMS_HANDOVER.has(line)) {
      problems.push(`${line}: the runtime imports blocks only through blocks/registry.ts or blocks/registry.server.ts`);
    }
  }
  return problems;
}

describe('import graph', () => {
  const edges = importGraph(root, [...LAYERS]);

  it('reads the real imports of the project', () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges).toContainEqual({ from: 'blocks/hero/index.ts', to: 'blocks/hero/Hero.tsx', specifier: './Hero.tsx' });
  });

  it('runs one way: rules ← schemas ← server, rules ← runtime ← blocks, blocks only through the runtime surface, the runtime only through the registries', () => {
    expect(layerViolations(edges)).toEqual([]);
  });

  it('names the file and the import of each broken rule', () => {
    expect(
      layerViolations([
        { from: 'rules/slugify.ts', to: 'schemas/index.ts', specifier: '../schemas/index.ts' },
        { from: 'schemas/site.schema.ts', to: 'blocks/registry.ts', specifier: '../blocks/registry.ts' },
        { from: 'server/app.ts', to: 'runtime/index.ts', specifier: '../runtime/index.ts' },
        { from: 'blocks/hero/Hero.tsx', to: 'runtime/ui/SiteLink.tsx', specifier: '../../runtime/ui/SiteLink.tsx' },
        { from: 'blocks/hero/Hero.tsx', to: 'runtime/index.ts', specifier: '../../runtime/index.ts' },
        { from: 'runtime/shell/Footer.tsx', to: 'blocks/hero/Hero.tsx', specifier: '../../blocks/hero/Hero.tsx' },
        { from: 'runtime/render/block-definitions.ts', to: 'blocks/registry.ts', specifier: '../../blocks/registry.ts' },
      ]),
    ).toEqual([
      'rules/slugify.ts -> schemas/index.ts: rules/ must not import schemas/',
      'schemas/site.schema.ts -> blocks/registry.ts: schemas/ must not import blocks/',
      'server/app.ts -> runtime/index.ts: server/ must not import runtime/',
      'blocks/hero/Hero.tsx -> runtime/ui/SiteLink.tsx: a block imports the runtime only through runtime/index.ts (browser) or runtime/index.server.ts (server parts)',
      'runtime/shell/Footer.tsx -> blocks/hero/Hero.tsx: the runtime imports blocks only through blocks/registry.ts or blocks/registry.server.ts',
    ]);
  });
});
