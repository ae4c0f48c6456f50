import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { folderGraph, importGraph, LAYERS, layerViolations, packageViolations, roomCycles, roomGraph, roomOf, siblingFolderCycles, sourceFiles } from './import-graph.test-utils.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('import graph', () => {
  const edges = importGraph(root, [...LAYERS]);

  it('reads the real imports of the project', () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges).toContainEqual({ from: 'blocks/hero/index.ts', to: 'blocks/hero/Hero.tsx', specifier: './Hero.tsx' });
  });

  it('runs one way between rooms: only the host imports server/ and blocks/, blocks only the runtime surface, nothing the host', () => {
    expect(layerViolations(edges)).toEqual([]);
  });

  it('has no cycle between rooms (top-level folders and the runtime rooms)', () => {
    expect(roomCycles(roomGraph(edges))).toEqual([]);
  });

  it('has no cycle between top-level folders, runtime/ taken whole', () => {
    expect(roomCycles(folderGraph(edges))).toEqual([]);
  });

  it('keeps the engine free of React and Node, and the browser rooms free of Node', () => {
    expect(packageViolations(root, sourceFiles(root, ['runtime']))).toEqual([]);
  });

  it('keeps test helpers out of product code: nothing but tests imports tests/, and a site folder imports no code', () => {
    const isTest = (file: string) => /\.(test|test-utils|spec)\.tsx?$/.test(file) || file.startsWith('tests/');
    const product = importGraph(root, [...LAYERS, 'scripts', 'bench', 'site-configs']).filter(({ from }) => !isTest(from));
    const wrong = product.filter(({ from, to }) => to.startsWith('tests/') || (from.startsWith('site-configs/') && !to.startsWith('site-configs/')));
    expect(wrong.map(({ from, specifier }) => `${from} -> ${specifier}`)).toEqual([]);
  });

  it('puts every runtime file in a room', () => {
    const homeless = [...new Set(edges.flatMap(({ from, to }) => [from, to]))].filter((file) => file.startsWith('runtime/') && roomOf(file) === null);
    expect(homeless).toEqual([]);
  });

  it('keeps SQL out of the route files: no route file imports kysely or server/db, nor runs a query', () => {
    const isRouteFile = (file: string) => file.startsWith('server/routes/') && /routes?\.ts$|-routes\.ts$/.test(file) && !/\.test\.ts$/.test(file);
    const routeFiles = sourceFiles(root, ['server']).filter(isRouteFile);
    expect(routeFiles.length).toBeGreaterThan(30);
    const query = /from 'kysely'|\/db\/(?!check-and-take)[\w-]+\.ts'|\.(selectFrom|updateTable|deleteFrom|insertInto)\(|\.transaction\(\)/;
    const withSql = routeFiles.filter((file) => query.test(readFileSync(join(root, file), 'utf8'))).sort();
    // Every group's queries live in its domain folder (decision 0073, issue 35 item 4): the route files parse, call and answer.
    expect(withSql).toEqual([]);
  });

  it('keeps the domain folders of the server from importing its http layer', () => {
    // Every server folder but the http layer itself and the routes above it (the editor's draft preview is http middleware: server/http/draft-preview.ts).
    const domain = /^server\/(?!http\/|routes\/)[^/]+\//;
    const wrong = edges.filter(({ from, to }) => domain.test(from) && to.startsWith('server/http/') && !/\.test(-utils)?\.ts$/.test(from));
    expect(wrong.map(({ from, specifier }) => `${from} -> ${specifier}`)).toEqual([]);
  });

  it('has no cycle between the server\'s sibling folders (the tables and the http layer read the user\'s shape from schemas/api/account, config no longer imports editor)', () => {
    const graph = new Map<string, Set<string>>();
    const folderOf = (file: string) => (/^server\/[^/]+\//.exec(file)?.[0] ?? null);
    for (const { from, to } of edges) {
      const a = folderOf(from);
      const b = folderOf(to);
      if (!a || !b || a === b || /\.test(-utils)?\.ts$/.test(from)) continue;
      if (!graph.has(a)) graph.set(a, new Set());
      graph.get(a)!.add(b);
    }
    expect(graph.size).toBeGreaterThan(5);
    expect(roomCycles(graph)).toEqual([]);
  });

  it('keeps the shop\'s folders in one order: each of server/shop/ imports only the folders before it', () => {
    const order = ['catalogue', 'cart', 'checkout', 'order-model', 'mails', 'vouchers', 'orders', 'payment'];
    const folderOf = (file: string) => /^server\/shop\/([^/]+)\//.exec(file)?.[1];
    const wrong = edges.filter(({ from, to }) => {
      const a = folderOf(from);
      const b = folderOf(to);
      if (!a || !b || a === b || /\.test(-utils)?\.ts$/.test(from)) return false;
      return !order.includes(a) || !order.includes(b) || order.indexOf(b) > order.indexOf(a);
    });
    expect(wrong.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('has no cycle between sibling folders anywhere in the project', () => {
    const project = importGraph(root, [...LAYERS, 'scripts', 'bench']);
    expect(siblingFolderCycles(project)).toEqual([]);
  });

  it('has no cycle between files but the editor form\'s recursion (a group, an image and a list each hold fields, and a field is one of them)', () => {
    const project = importGraph(root, [...LAYERS, 'scripts', 'bench']);
    const files = new Map<string, Set<string>>();
    for (const { from, to } of project) files.set(from, (files.get(from) ?? new Set()).add(to));
    const form = 'runtime/tools/editor/form/';
    expect(roomCycles(files)).toEqual([[`${form}Field.tsx`, `${form}GroupField.tsx`, `${form}ImageField.tsx`, `${form}ListField.tsx`]]);
  });

  it('finds a cycle between sibling folders at any depth, and not between a folder and its own files', () => {
    const edge = (from: string, to: string) => ({ from, to, specifier: to });
    expect(
      siblingFolderCycles([
        edge('schemas/blocks/a.ts', 'schemas/validation/b.ts'),
        edge('schemas/validation/b.ts', 'schemas/blocks/deep/c.ts'),
        edge('runtime/cart/api/x.ts', 'runtime/cart/cart-types.ts'),
        edge('runtime/cart/cart-types.ts', 'runtime/cart/api/y.ts'),
        edge('blocks/hero/parts/a.ts', 'blocks/hero/more/b.ts'),
        edge('blocks/hero/more/b.ts', 'blocks/hero/parts/c.ts'),
        edge('blocks/hero/more/b.test.ts', 'blocks/hero/other/c.ts'),
        edge('blocks/hero/other/c.ts', 'blocks/hero/more/d.ts'),
      ]),
    ).toEqual(['blocks/hero/{more, parts}', 'schemas/{blocks, validation}']);
  });

  it('names the file and the import of each broken rule', () => {
    expect(
      layerViolations([
        { from: 'rules/text/slugify.ts', to: 'schemas/index.ts', specifier: '../../schemas/index.ts' },
        { from: 'schemas/site/site.schema.ts', to: 'blocks/registry.ts', specifier: '../../blocks/registry.ts' },
        { from: 'server/app.ts', to: 'runtime/index.ts', specifier: '../runtime/index.ts' },
        { from: 'blocks/hero/Hero.tsx', to: 'runtime/ui/SiteLink.tsx', specifier: '../../runtime/ui/SiteLink.tsx' },
        { from: 'blocks/hero/Hero.tsx', to: 'runtime/index.ts', specifier: '../../runtime/index.ts' },
        { from: 'runtime/web/shell/footer/Footer.tsx', to: 'blocks/hero/Hero.tsx', specifier: '../../../../blocks/hero/Hero.tsx' },
        { from: 'runtime/engine/api/build-url.ts', to: 'runtime/web/app/App.tsx', specifier: '../../web/app/App.tsx' },
        { from: 'runtime/web/app/App.tsx', to: 'host/web-app.server.ts', specifier: '../../../host/web-app.server.ts' },
        { from: 'runtime/tools/admin/AdminShell.tsx', to: 'server/app.ts', specifier: '../../../server/app.ts' },
        { from: 'host/entry.client.tsx', to: 'blocks/registry.ts', specifier: '../../blocks/registry.ts' },
        { from: 'host/entry.client.tsx', to: 'blocks/hero/index.ts', specifier: '../../blocks/hero/index.ts' },
      ]),
    ).toEqual([
      'rules/text/slugify.ts -> schemas/index.ts: rules/ must not import schemas/',
      'schemas/site/site.schema.ts -> blocks/registry.ts: schemas/ must not import blocks/',
      'server/app.ts -> runtime/index.ts: server/ must not import runtime/surface/',
      'blocks/hero/Hero.tsx -> runtime/ui/SiteLink.tsx: a block imports the runtime only through runtime/index.ts (browser) or runtime/index.server.ts (server parts)',
      'runtime/web/shell/footer/Footer.tsx -> blocks/hero/Hero.tsx: runtime/web/ must not import blocks/',
      'runtime/engine/api/build-url.ts -> runtime/web/app/App.tsx: runtime/engine/ must not import runtime/web/',
      'runtime/web/app/App.tsx -> host/web-app.server.ts: nothing imports the host',
      'runtime/tools/admin/AdminShell.tsx -> server/app.ts: runtime/tools/ must not import server/',
      'host/entry.client.tsx -> blocks/hero/index.ts: the host imports blocks only through blocks/registry.ts, blocks/registry.server.ts or blocks/block-list.ts',
    ]);
  });

  it('finds a cycle of rooms and leaves a one-way graph alone', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(roomCycles(graph)).toEqual([['a', 'b', 'c']]);
    expect(roomCycles(new Map([['a', new Set(['b'])], ['b', new Set(['c'])]]))).toEqual([]);
  });
});
