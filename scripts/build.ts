import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('.//', import.meta.url)), '..');

/**
 * `npm run build`: the client build (dist/client, with its manifest, and a Brotli and a gzip copy
 * of each text asset) then the server build
 * (dist/server/entry.server.js), then the block catalogue's renderer (dist/catalogue), through
 * Vite's JavaScript API.
 */
export async function buildAll(): Promise<void> {
  const { build } = await import('vite');
  const configFile = resolve(root, 'vite.config.ts');
  await build({ root, configFile, mode: 'production', logLevel: 'warn' });
  const { precompressAssets } = await import('../host/assets/precompress-assets.server.ts');
  precompressAssets(resolve(root, 'dist/client/assets'));
  await build({ root, configFile, mode: 'production', logLevel: 'warn', build: { ssr: 'host/entry.server.tsx' } });
  const { buildCatalogue } = await import('../host/catalogue/build-catalogue.server.ts');
  await buildCatalogue(root);
  const { buildInspector } = await import('../host/inspector/build-inspector.server.ts');
  await buildInspector(root);
  const { buildEditor } = await import('../host/editor/build-editor.server.ts');
  await buildEditor(root);
}

/** The parts of dist/ a start needs, each with its outputs and the build that makes it. */
async function builtParts(at = root): Promise<{ name: string; outputs: readonly string[]; build: () => Promise<void> }[]> {
  const [{ BUILD_OUTPUTS }, { buildCatalogue, CATALOGUE_OUTPUTS }, { buildInspector, INSPECTOR_OUTPUTS }, { buildEditor, EDITOR_OUTPUTS }] = await Promise.all([
    import('../host/assets/build-is-stale.server.ts'),
    import('../host/catalogue/build-catalogue.server.ts'),
    import('../host/inspector/build-inspector.server.ts'),
    import('../host/editor/build-editor.server.ts'),
  ]);
  return [
    { name: 'the client and server bundles', outputs: BUILD_OUTPUTS, build: buildAll },
    { name: 'the block catalogue', outputs: CATALOGUE_OUTPUTS, build: () => buildCatalogue(at) },
    { name: 'the machine inspector', outputs: INSPECTOR_OUTPUTS, build: () => buildInspector(at) },
    { name: 'the owners\' editor', outputs: EDITOR_OUTPUTS, build: () => buildEditor(at) },
  ];
}

/** Why a start without build must refuse: the missing or stale parts of dist/ (empty when all is built). */
export async function staleBuildParts(at = root): Promise<string[]> {
  const { buildIsStale } = await import('../host/assets/build-is-stale.server.ts');
  return (await builtParts(at)).filter((part) => buildIsStale(at, part.outputs)).map((part) => `${part.name} (${part.outputs.join(', ')})`);
}

/**
 * Before serving: with `build` (a single `npm start`), builds each part of dist/ that is missing
 * or older than the sources. Without (`npm run start:prod`, `--no-build`, `VITRINE_NO_BUILD=1`:
 * many instances from one build), never builds and throws at once when a part is missing or
 * stale, so that ten instances do not race to build the same dist/ (decision 0035).
 */
export async function ensureBuilt(options: { build: boolean; log?: (line: string) => void; root?: string }): Promise<void> {
  const at = options.root ?? root;
  const { buildIsStale } = await import('../host/assets/build-is-stale.server.ts');
  const log = options.log ?? ((line: string) => console.log(line));
  if (!options.build) {
    const stale = await staleBuildParts(at);
    if (stale.length > 0) {
      throw new Error(`no build to serve: ${stale.join('; ')} missing or older than the sources.\nRun \`npm run build\` once, then start the instances again (this start never builds: --no-build / VITRINE_NO_BUILD=1 / npm run start:prod).`);
    }
    return;
  }
  for (const part of await builtParts(at)) {
    if (!buildIsStale(at, part.outputs)) continue;
    log(`building ${part.name}…`);
    await part.build();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  buildAll().then(
    () => console.log(`built dist/client and dist/server in ${Date.now() - started} ms`),
    (error: unknown) => {
      console.error(`build failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
