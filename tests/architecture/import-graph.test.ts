import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph, LAYERS, layerViolations } from './import-graph.test-utils.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

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
        { from: 'rules/text/slugify.ts', to: 'schemas/index.ts', specifier: '../../schemas/index.ts' },
        { from: 'schemas/site/site.schema.ts', to: 'blocks/registry.ts', specifier: '../../blocks/registry.ts' },
        { from: 'server/app.ts', to: 'runtime/index.ts', specifier: '../runtime/index.ts' },
        { from: 'blocks/hero/Hero.tsx', to: 'runtime/ui/SiteLink.tsx', specifier: '../../runtime/ui/SiteLink.tsx' },
        { from: 'blocks/hero/Hero.tsx', to: 'runtime/index.ts', specifier: '../../runtime/index.ts' },
        { from: 'runtime/shell/footer/Footer.tsx', to: 'blocks/hero/Hero.tsx', specifier: '../../../blocks/hero/Hero.tsx' },
        { from: 'runtime/render/block-definitions.ts', to: 'blocks/registry.ts', specifier: '../../blocks/registry.ts' },
      ]),
    ).toEqual([
      'rules/text/slugify.ts -> schemas/index.ts: rules/ must not import schemas/',
      'schemas/site/site.schema.ts -> blocks/registry.ts: schemas/ must not import blocks/',
      'server/app.ts -> runtime/index.ts: server/ must not import runtime/',
      'blocks/hero/Hero.tsx -> runtime/ui/SiteLink.tsx: a block imports the runtime only through runtime/index.ts (browser) or runtime/index.server.ts (server parts)',
      'runtime/shell/footer/Footer.tsx -> blocks/hero/Hero.tsx: the runtime imports blocks only through blocks/registry.ts, blocks/registry.server.ts or blocks/static-block-types.ts',
    ]);
  });
});
