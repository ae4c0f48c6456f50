import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureBuilt } from './build.ts';

const OUTPUTS = ['dist/client/.vite/manifest.json', 'dist/server/entry.server.js', 'dist/catalogue/entry.catalogue.js', 'dist/inspector/.vite/manifest.json', 'dist/editor/.vite/manifest.json'];

function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'vitrine-build-'));
  mkdirSync(join(root, 'runtime'));
  writeFileSync(join(root, 'runtime/app.ts'), 'export {};\n');
  return root;
}
function write(root: string, file: string, at: Date): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), '');
  utimesSync(join(root, file), at, at);
}

describe('ensureBuilt without building (npm run start:prod)', () => {
  it('refuses at once when dist/ is missing, naming the command to run', async () => {
    await expect(ensureBuilt({ build: false, root: project() })).rejects.toThrow(/no build to serve: the client and server bundles[\s\S]*Run `npm run build` once/);
  });

  it('refuses a build older than the sources, and serves one that is newer', async () => {
    const root = project();
    utimesSync(join(root, 'runtime/app.ts'), new Date('2026-01-02'), new Date('2026-01-02'));
    for (const file of OUTPUTS) write(root, file, new Date('2026-01-01'));
    await expect(ensureBuilt({ build: false, root })).rejects.toThrow(/older than the sources/);
    for (const file of OUTPUTS) write(root, file, new Date('2026-01-03'));
    await expect(ensureBuilt({ build: false, root })).resolves.toBeUndefined();
  });
});
