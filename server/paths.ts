import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

/** The project root (the folder holding package.json). */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** `$DATA_DIR`, default `<project>/.data`. */
export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATA_DIR ? resolve(env.DATA_DIR) : resolve(projectRoot, '.data');
}

/** `$SITE_CONFIGS`, default `<project>/site-configs`. */
export function siteConfigsFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE_CONFIGS ? resolve(env.SITE_CONFIGS) : resolve(projectRoot, 'site-configs');
}
