import { resolve } from 'node:path';
import { readManifest, WHOLE_STYLESHEET } from './asset-manifest.server.ts';

/**
 * A tool's scripts and stylesheets (the inspector, the owners' editor): from its own build's
 * manifest under `base`, else Vite's development modules. The build shares vite.config.ts's
 * `cssCodeSplit: false`, so its CSS is the manifest's one stylesheet (`style.css`), beside any
 * the entry names (issue 36: it was never linked).
 */
export function toolAssets(builtDir: string | null, entryPath: string, base: string): { scripts: string[]; stylesheets: string[] } {
  const manifest = builtDir ? readManifest(resolve(builtDir, '.vite/manifest.json')) : null;
  const entry = manifest?.[entryPath];
  if (!entry) return { scripts: ['/@vite/client', `/${entryPath}`], stylesheets: [] };
  const whole = manifest?.[WHOLE_STYLESHEET];
  const css = [...(whole ? [whole.file] : []), ...(entry.css ?? [])];
  return { scripts: [`${base}${entry.file}`], stylesheets: [...new Set(css)].map((file) => `${base}${file}`) };
}
