import { randomBytes } from 'node:crypto';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { formatFileError } from '../../schemas/errors/format-file-error.ts';
import type { BlockChecks } from '../../schemas/validation/check-site-file.ts';
import { validateSites } from '../../schemas/validation/validate-sites.server.ts';
import { unpackConfigBundle, type ConfigBundleFiles } from './config-bundle.ts';

/** How many validation errors a refusal quotes (the rest are counted). */
const QUOTED_ERRORS = 3;

/**
 * Writes a published version's files to a temporary folder of `folder`, validates them whole as
 * `npm run validate` and `npm run publish-config` do (validateSites), and only then renames them
 * to `folder/<version>`. A version that fails is refused with its first errors, and its temporary
 * folder is removed whatever happens: nothing of it is left on disk, nothing of it is served.
 */
export function stageConfigVersion(
  folder: string, bundle: { version: string; files: ConfigBundleFiles }, checks: BlockChecks,
): { ok: true } | { ok: false; reason: string } {
  const target = join(folder, bundle.version);
  const temp = join(folder, `.${bundle.version}-${randomBytes(6).toString('hex')}`);
  try {
    unpackConfigBundle(bundle.files, temp);
    const report = validateSites(temp, undefined, { ...checks, fix: false });
    if (report.errors.length > 0) {
      const quoted = report.errors.slice(0, QUOTED_ERRORS).map((error) => formatFileError(error.file, error).split('\n')[0]!);
      const more = report.errors.length > QUOTED_ERRORS ? ` (and ${report.errors.length - QUOTED_ERRORS} more)` : '';
      return { ok: false, reason: `${report.errors.length} validation error(s): ${quoted.join('; ')}${more}` };
    }
    if (report.sites.length === 0) return { ok: false, reason: 'no site folder' };
    try {
      renameSync(temp, target);
    } catch (error) {
      // Another instance sharing this folder wrote the same version first: the same files.
      if (!existsSync(target)) throw error;
    }
    return { ok: true };
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
