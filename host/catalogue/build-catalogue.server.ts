import { resolve } from 'node:path';
import { projectRoot } from '../web-app-options.server.ts';

export const CATALOGUE_ENTRY = 'host/catalogue/entry.catalogue.tsx';
/** The built catalogue entry, imported by the production server. */
export const CATALOGUE_OUTPUTS = ['dist/catalogue/entry.catalogue.js'];

/**
 * Builds the catalogue's server entry (`dist/catalogue/entry.catalogue.js`) with vite.config.ts:
 * an SSR build like the page entry's, so the blocks' stylesheet imports resolve. The stylesheets
 * themselves come from the client build (its manifest lists each block's CSS).
 */
export async function buildCatalogue(root = projectRoot): Promise<void> {
  const { build } = await import('vite');
  await build({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: {
      ssr: CATALOGUE_ENTRY,
      outDir: 'dist/catalogue',
      emptyOutDir: true,
      rollupOptions: { output: { format: 'es', entryFileNames: 'entry.catalogue.js' } },
    },
  });
}
