import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

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
  const { precompressAssets } = await import('../runtime/server/assets/precompress-assets.server.ts');
  precompressAssets(resolve(root, 'dist/client/assets'));
  await build({ root, configFile, mode: 'production', logLevel: 'warn', build: { ssr: 'runtime/entry.server.tsx' } });
  const { buildCatalogue } = await import('../runtime/catalogue/build-catalogue.server.ts');
  await buildCatalogue(root);
  const { buildInspector } = await import('../runtime/inspector/build-inspector.server.ts');
  await buildInspector(root);
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
