import { resolve } from 'node:path';
import { projectRoot } from '../web-app-options.server.ts';

export const EDITOR_ENTRY = 'runtime/tools/editor/entry.editor.tsx';
/** Where the editor's client build goes (its own manifest: visitors' chunks are left as they are). */
export const EDITOR_DIR = 'dist/editor';
export const EDITOR_OUTPUTS = [`${EDITOR_DIR}/.vite/manifest.json`];

/** Builds `/admin/editor`'s client (`dist/editor`, served under `/admin/editor/assets/`), apart from the site's client build. */
export async function buildEditor(root = projectRoot): Promise<void> {
  const { build } = await import('vite');
  await build({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    base: '/admin/editor/',
    build: { outDir: EDITOR_DIR, emptyOutDir: true, manifest: true, rollupOptions: { input: EDITOR_ENTRY } },
  });
}
