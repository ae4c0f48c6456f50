import { basename, dirname } from 'node:path';
import type { ApiContext } from '../../context.ts';
import { packConfigFolder } from '../../config/config-bundle.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { configSourceFromEnv } from '../../config/open-config.ts';
import { publishConfig } from '../../config/publish-config.ts';
import type { VersionSource } from '../../config/versions/version-store.ts';
import type { DraftFiles } from '../draft-store.ts';
import { draftBundle, writeDraftFiles } from '../publish-draft.ts';
import { publishedText } from '../site-documents.ts';
import { changedPages } from './diff-site-versions.ts';
import { siteDiffOfTexts } from './site-diff-of-files.ts';

/** Who publishes, why, and from where. */
export interface Publication {
  actor: { id: number; email: string } | null;
  message: string | null;
  source: Extract<VersionSource, 'editor' | 'rollback'>;
  /** More for the history's summary (a rollback names the version it brings back). */
  extra?: Record<string, unknown>;
}

/**
 * Publishes a site's changed files (validated by the caller) as one new version, in both modes,
 * and records it in the history (configVersions, decision 0065) with who, when, the message and
 * the pages it changes: with `CONFIG_SOURCE=database` the version is the one every instance
 * follows; with files, the files are written first (the running server reloads them) and the
 * history keeps the version they make. Answers the version served and the pages changed.
 */
export async function publishSite(
  ctx: ApiContext, site: LoadedSite, files: DraftFiles, at: string, who: Publication,
): Promise<{ version: string; pages: ReturnType<typeof changedPages> }> {
  const changed = Object.keys(files).sort();
  const live = new Map(changed.concat('pages.json').map((path) => [path, publishedText(site, path)]));
  const diff = siteDiffOfTexts(changed, (path) => live.get(path), (path) => (path in files ? files[path] : live.get(path)));
  const pages = changedPages(diff);
  const meta = {
    publishedBy: who.actor?.email ?? null, message: who.message, source: who.source, site: basename(site.folder),
    summary: { pages, files: changed, ...(who.extra ?? {}) },
  };
  if (configSourceFromEnv(ctx.env ?? process.env) === 'database') {
    const bundle = draftBundle(site, files);
    await publishConfig(ctx.db, bundle, at, meta);
    return { version: bundle.version, pages };
  }
  writeDraftFiles(site.folder, files);
  ctx.config.reload();
  await publishConfig(ctx.db, packConfigFolder(dirname(site.folder)), at, meta);
  return { version: (ctx.configVersion ?? ctx.config.version)(), pages };
}
