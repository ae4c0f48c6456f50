import { buildToolEntry } from '../assets/build-tool-entry.server.ts';
import { projectRoot } from '../web-app-options.server.ts';

export const INSPECTOR_ENTRY = 'runtime/tools/inspector/entry.inspector.tsx';
/** Where the inspector's client build goes (its own manifest: visitors' chunks are left as they are). */
export const INSPECTOR_DIR = 'dist/inspector';
export const INSPECTOR_OUTPUTS = [`${INSPECTOR_DIR}/.vite/manifest.json`];

/** Builds `/_inspector`'s client (`dist/inspector`, served under `/_inspector/assets/`), apart from the site's client build. */
export function buildInspector(root = projectRoot): Promise<void> {
  return buildToolEntry({ root, entry: INSPECTOR_ENTRY, outDir: INSPECTOR_DIR, base: '/_inspector/' });
}
