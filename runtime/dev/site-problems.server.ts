import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBlockPropsValidators } from '../blocks/block-props-validators.server.ts';
import { serverBlockTypes } from '../blocks/block-server-parts.server.ts';
import type { BlockPropsValidators } from '../../schemas/block-props.server.ts';
import { formatFileError } from '../../schemas/format-file-error.ts';
import { validateSite } from '../../schemas/validate-sites.server.ts';

const blocksDir = fileURLToPath(new URL('../../blocks/', import.meta.url));

/** The path `npm run validate` prints: relative to the working directory when inside it. */
export function shownPath(root: string, file: string, cwd = process.cwd()): string {
  const path = join(root, file);
  const rel = relative(cwd, path);
  return rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

export interface SiteProblems {
  /** The validate messages of one site folder (`file:line:column  pointer  message` + hint). */
  of(site: string): Promise<string[]>;
  /** Forgets every computed list (call on each configuration change). */
  invalidate(): void;
}

/**
 * Development: the same checks and text as `npm run validate <site>`, computed on the first
 * page of a site after each change (block validators are loaded once).
 */
export function createSiteProblems(sitesDir: string, log: (line: string) => void = console.warn): SiteProblems {
  let validators: Promise<{ blocks: BlockPropsValidators; blockTypes: string[] }> | null = null;
  const cache = new Map<string, Promise<string[]>>();
  const compute = async (site: string): Promise<string[]> => {
    validators ??= loadBlockPropsValidators().then((blocks) => ({ blocks, blockTypes: serverBlockTypes() }));
    try {
      const { errors } = validateSite(sitesDir, site, await validators);
      return errors.map((error) => formatFileError(shownPath(sitesDir, error.file), error));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`[dev] validating ${site} failed: ${message}`);
      return [`${site}:1:1  /  validation could not run: ${message}`];
    }
  };
  return {
    of(site) {
      let list = cache.get(site);
      if (!list) {
        list = compute(site);
        cache.set(site, list);
      }
      return list;
    },
    invalidate: () => cache.clear(),
  };
}
