import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIsStale } from './build-is-stale.server.ts';

function project() {
  const root = mkdtempSync(join(tmpdir(), 'vitrine-build-'));
  mkdirSync(join(root, 'runtime'));
  mkdirSync(join(root, 'dist/client/.vite'), { recursive: true });
  mkdirSync(join(root, 'dist/server'), { recursive: true });
  writeFileSync(join(root, 'runtime/app.ts'), '');
  return root;
}

function touch(file: string, seconds: number) {
  writeFileSync(file, '');
  utimesSync(file, seconds, seconds);
}

describe('buildIsStale', () => {
  it('asks for a build when dist is missing', () => {
    expect(buildIsStale(project())).toBe(true);
  });
  it('is fresh when outputs are newer than every source, stale after a source change', () => {
    const root = project();
    touch(join(root, 'runtime/app.ts'), 1000);
    touch(join(root, 'dist/client/.vite/manifest.json'), 2000);
    touch(join(root, 'dist/server/entry.server.js'), 2000);
    expect(buildIsStale(root)).toBe(false);
    touch(join(root, 'runtime/app.test.ts'), 3000);
    expect(buildIsStale(root)).toBe(false);
    touch(join(root, 'runtime/app.ts'), 3000);
    expect(buildIsStale(root)).toBe(true);
  });
  it('is stale after a change to the entries in host/ or to what the server bundle takes from server/', () => {
    for (const file of ['host/entry.client.tsx', 'server/logger.ts']) {
      const root = project();
      mkdirSync(join(root, file.split('/')[0]!), { recursive: true });
      touch(join(root, 'runtime/app.ts'), 1000);
      touch(join(root, file), 1000);
      touch(join(root, 'dist/client/.vite/manifest.json'), 2000);
      touch(join(root, 'dist/server/entry.server.js'), 2000);
      expect(buildIsStale(root)).toBe(false);
      touch(join(root, file), 3000);
      expect(buildIsStale(root), file).toBe(true);
    }
  });
});
