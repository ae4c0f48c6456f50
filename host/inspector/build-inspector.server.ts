import { resolve } from 'node:path';
import { projectRoot } from '../web-app-options.server.ts';

export const INSPECTOR_ENTRY = 'runtime/tools/inspector/entry.inspector.tsx';
/** Where the inspector's client build goes (its own manifest: visitors' chunks are left as they are). */
export const INSPECTOR_DIR = 'dist/inspector';
export const INSPECTOR_OUTPUTS = [`${INSPECTOR_DIR}/.vite/manifest.json`];

/** Builds `/_inspector`'s client (`dist/inspector`, served under `/_inspector/assets/`), apart from the site's client build. */
export async function buildInspector(root = projectRoot): Promise<void> {
  const { build } = await import('vite');
  await build({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    base: '/_inspector/',
    build: { outDir: INSPECTOR_DIR, emptyOutDir: true, manifest: true, rollupOptions: { input: INSPECTOR_ENTRY } },
  });
}
