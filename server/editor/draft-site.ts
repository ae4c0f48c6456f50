import { basename, dirname } from 'node:path';
import type { StoreBlockChecks } from '../../schemas/validation/check-site-file.ts';
import { buildLoadedSite, type LoadedSite } from '../config/loaded-site.ts';
import { readSiteFolder } from '../config/read-site-folder.ts';
import type { Draft } from './draft-store.ts';
import { overlayOf } from './validate-draft.ts';

interface Cached { live: LoadedSite; revision: number; site: LoadedSite }

/**
 * The site as it would be served with its draft published, built in memory by the loader of the
 * live configuration (readSiteFolder: every rule of `npm run validate`, a document that fails
 * keeping its live version) and never put in the config store: the live site is untouched.
 * Cached per site by draft revision and live site, so browsing the draft costs one build per write.
 */
export function createDraftSites(checks: StoreBlockChecks) {
  const cache = new Map<number, Cached>();
  return (live: LoadedSite, draft: Draft): LoadedSite => {
    if (Object.keys(draft.files).length === 0) return live;
    const known = cache.get(live.idSite);
    if (known && known.live === live && known.revision === draft.revision) return known.site;
    const read = readSiteFolder(dirname(live.folder), basename(live.folder), live.documents, checks, overlayOf(draft.files));
    const site = buildLoadedSite(live.folder, read.documents) ?? live;
    // A draft that changes idSite is refused by validation; its preview stays the live site's.
    const shown = site.idSite === live.idSite ? site : live;
    cache.set(live.idSite, { live, revision: draft.revision, site: shown });
    return shown;
  };
}

export type DraftSites = ReturnType<typeof createDraftSites>;
