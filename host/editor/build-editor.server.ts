import { buildToolEntry } from '../assets/build-tool-entry.server.ts';
import { projectRoot } from '../web-app-options.server.ts';

export const EDITOR_ENTRY = 'runtime/tools/editor/entry.editor.tsx';
/** Where the editor's client build goes (its own manifest: visitors' chunks are left as they are). */
export const EDITOR_DIR = 'dist/editor';
export const EDITOR_OUTPUTS = [`${EDITOR_DIR}/.vite/manifest.json`];

/** Builds `/admin/editor`'s client (`dist/editor`, served under `/admin/editor/assets/`), apart from the site's client build. */
export function buildEditor(root = projectRoot): Promise<void> {
  return buildToolEntry({ root, entry: EDITOR_ENTRY, outDir: EDITOR_DIR, base: '/admin/editor/' });
}
