import { basename, dirname } from 'node:path';
import type { BlockChecks } from '../../schemas/validation/check-site-file.ts';
import type { SiteOverlay } from '../../schemas/validation/site-files.server.ts';
import { validateSite, type FileError } from '../../schemas/validation/validate-sites.server.ts';
import type { LoadedSite } from '../config/loaded-site.ts';
import type { DraftFiles } from './draft-store.ts';

/** A draft's files as the validator and the loader read them in place of the disk's. */
export function overlayOf(files: DraftFiles): SiteOverlay {
  return new Map(Object.entries(files));
}

/**
 * Every error of a site with its draft applied, by the validator of `npm run validate`
 * (validateSite: each document's schema and block props, then the rules across files), on the
 * live site folder with the draft's files read in place of the disk's. Paths `<site>/<file>`.
 */
export function validateDraft(site: LoadedSite, files: DraftFiles, checks: BlockChecks): FileError[] {
  return validateSite(dirname(site.folder), basename(site.folder), { ...checks, fix: false }, overlayOf(files)).errors;
}
