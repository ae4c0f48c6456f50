import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, roomCycles, type ImportEdge } from './import-graph.test-utils.ts';

// Issue 35 items 2 to 4, decision 0077: one home per concern, a block declared once.
const root = join(import.meta.dirname, '..', '..');
const isTest = (file: string) => /\.test(-utils)?\.tsx?$/.test(file);

/** The folder names present both directly under host/ and under runtime/web/. */
function twinFolders(base: string): string[] {
  const folders = (path: string) => readdirSync(join(base, path)).filter((name) => statSync(join(base, path, name)).isDirectory());
  const host = new Set(folders('host'));
  return folders('runtime/web').filter((name) => host.has(name));
}

/** The cycles between the sibling folders directly under `parent` (tests left out). */
function siblingCycles(edges: readonly ImportEdge[], parent: string): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (isTest(from) || !from.startsWith(parent) || !to.startsWith(parent)) continue;
    const [source, ...restFrom] = from.slice(parent.length).split('/');
    const [target, ...restTo] = to.slice(parent.length).split('/');
    if (!restFrom.length || !restTo.length || source === target) continue;
    if (!graph.has(source!)) graph.set(source!, new Set());
    graph.get(source!)!.add(target!);
  }
  return roomCycles(graph);
}

/** The cycles between files under `folder` (tests left out). */
function fileCycles(edges: readonly ImportEdge[], folder: string): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (isTest(from) || isTest(to) || !from.startsWith(folder) || !to.startsWith(folder)) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from)!.add(to);
  }
  return roomCycles(graph);
}

describe('one home per concern', () => {
  const edges = importGraph(root, ['host', 'runtime', 'blocks']);

  it('gives no folder name both to host/ and runtime/web/: the host names its Node side (block-server, seo-server…)', () => {
    expect(twinFolders(root)).toEqual([]);
  });

  it('has no cycle between the sibling folders of host/ nor of runtime/web/', () => {
    expect(siblingCycles(edges, 'host/')).toEqual([]);
    expect(siblingCycles(edges, 'runtime/web/')).toEqual([]);
  });

  it('has no file cycle inside blocks/: a block\'s component, loader and server part share types through its declaration', () => {
    expect(fileCycles(edges, 'blocks/')).toEqual([]);
  });
});
