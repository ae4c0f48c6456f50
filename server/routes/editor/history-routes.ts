import { basename } from 'node:path';
import { Hono } from 'hono';
import type { HistoryPage } from '../../../schemas/api/editor/editor-history.ts';
import { historyContracts } from '../../../schemas/api/editor/history-contracts.ts';
import { DISPLAY_TIME_ZONE } from '../../../rules/date-parts.ts';
import { isFrench, type Locale } from '../../../rules/locale.ts';
import type { ApiContext } from '../../context.ts';
import { manifestVersion } from '../../config/config-bundle.ts';
import { configSourceFromEnv } from '../../config/open-config.ts';
import { latestConfigVersion } from '../../config/publish-config.ts';
import { readManifest, storeManifestVersion } from '../../config/versions/version-store.ts';
import { recordAudit } from '../../editor/audit/record-audit.ts';
import type { DraftFiles } from '../../editor/draft-store.ts';
import { editorError } from '../../editor/editor-error.ts';
import { listVersions, readVersion } from '../../editor/history/list-versions.ts';
import { publishSite } from '../../editor/history/publish-site.ts';
import { changedPages } from '../../editor/history/diff-site-versions.ts';
import { diffSiteManifests, siteDocuments, siteManifest, textsOf } from '../../editor/history/site-version.ts';
import { oneAtATime } from '../../editor/publish-queue.ts';
import { publishedPaths, publishedText } from '../../editor/site-documents.ts';
import { validateDraft } from '../../editor/validate-draft.ts';
import { ApiError } from '../../errors/api-error.ts';
import { userOf } from '../../http/auth.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import { langOf } from '../../http/request-context.ts';
import { historyMessages } from './history-messages.ts';
import { liveSiteOf } from './live-site-of.ts';
import { requireEditorRole } from './require-editor-role.ts';

/** The newest version's manifest with one site's files (all of them, media included) as they were in version `id` (a rollback in database mode). */
async function rolledBackManifest(db: ApiContext['db'], latestId: number, id: number, siteName: string): Promise<Record<string, string> | undefined> {
  const [current, target] = [await readManifest(db, latestId), await readManifest(db, id)];
  if (!current || !target) return undefined;
  const prefix = `${siteName}/`;
  const kept = Object.entries(current).filter(([path]) => !path.startsWith(prefix));
  return Object.fromEntries([...kept, ...Object.entries(target).filter(([path]) => path.startsWith(prefix))]);
}

/** A version's moment in the owner's words: "12 mars 2026 à 10:00", "12 March 2026 at 10:00" (Paris time). */
function versionDate(iso: string, lang: Locale): string {
  return new Intl.DateTimeFormat(isFrench(lang) ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: DISPLAY_TIME_ZONE }).format(new Date(iso));
}

/**
 * The editor's history (issue 34, items 1 and 2; docs/editor.md "History and rollback"), for
 * editors and owners (rollback: owners): the site's published versions (who, when, message, pages changed), the comparison of
 * two per page, block and field, and rollback: an older version published again as a new one,
 * after the validation of any publish, recorded in the audit log.
 */
export function historyRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  // Editors read the history; rollback is an owner's (editorRouteRoles, decision 0067).
  app.use('/admin/editor/history', requireEditorRole);
  app.use('/admin/editor/history/*', requireEditorRole);

  contractRoute(app, historyContracts.versions, ({ query: { before, limit } }, c) =>
    listVersions(ctx.db, basename(liveSiteOf(c).folder), { ...(before === undefined ? {} : { before }), limit: limit ?? 30 }));

  contractRoute(app, historyContracts.compare, async ({ query: { from, to } }, c) => {
    const name = basename(liveSiteOf(c).folder);
    const versions = [await readVersion(ctx.db, name, from), await readVersion(ctx.db, name, to)];
    const manifests = [await siteManifest(ctx.db, from, name), await siteManifest(ctx.db, to, name)];
    for (const [index, id] of [from, to].entries()) if (!versions[index] || !manifests[index]) throw new ApiError(404, historyMessages.noSuchVersion, null, { id });
    const { diff } = await diffSiteManifests(ctx.db, manifests[0]!, manifests[1]!);
    return { from: versions[0]!, to: versions[1]!, diff };
  });

  contractRoute(app, historyContracts.rollback, async ({ params: { id }, body: { message } }, c, reply) => {
    const site = liveSiteOf(c);
    const name = basename(site.folder);
    const lang = langOf(c);
    const user = await userOf(c);
    const target = await readVersion(ctx.db, name, id);
    const manifest = await siteManifest(ctx.db, id, name);
    if (!target || !manifest) throw new ApiError(404, historyMessages.noSuchVersion, null, { id });
    const date = versionDate(target.publishedAt, lang);
    const database = configSourceFromEnv(ctx.env ?? process.env) === 'database';
    return oneAtATime(ctx, async () => {
      // The version's documents where they differ from this instance's; a document it did not have
      // is deleted: applied over the live files, they are the version's documents, validated as a draft.
      const texts = await textsOf(ctx.db, manifest, Object.keys(manifest));
      const files: DraftFiles = {};
      for (const [path, text] of texts) if (publishedText(site, path) !== text) files[path] = text;
      for (const path of publishedPaths(site)) if (!(path in manifest)) files[path] = null;
      // With many instances, the newest published version (not this instance's, which may lag) is
      // the one the rollback changes: every other site as it is, this site's files as they were.
      const latest = database ? await latestConfigVersion(ctx.db) : undefined;
      const next = latest ? await rolledBackManifest(ctx.db, latest.id, id, name) : undefined;
      const nothing = next ? manifestVersion(next) === latest!.version : Object.keys(files).length === 0;
      if (nothing) return reply.with({ version: (ctx.configVersion ?? ctx.config.version)(), published: false, served: true }, { message: formatMessage(historyMessages.nothingToRollBack, lang, { date }) });
      if (!ctx.checks) throw new Error('Rollback needs the blocks\' checks: build the context with createContext()');
      const errors = validateDraft(site, files, ctx.checks).map((error) => editorError(error, name, lang));
      if (errors.length > 0) throw new ApiError(422, formatMessage(historyMessages.rollbackRefused, lang, { date, count: errors.length }), { errors });
      const at = ctx.now().toISOString();
      const actor = { id: user.id, email: user.email };
      const rolledBackTo = { id, publishedAt: target.publishedAt };
      const who = { actor, message: message?.trim() || null, source: 'rollback' as const, extra: { rolledBackTo } };
      let version: string;
      let pages: HistoryPage[];
      let changed: string[];
      if (next && latest) {
        const compared = await diffSiteManifests(ctx.db, siteDocuments((await readManifest(ctx.db, latest.id))!, name), manifest);
        pages = changedPages(compared.diff);
        changed = compared.changed;
        version = manifestVersion(next);
        await storeManifestVersion(ctx.db, { version, manifest: next }, at, {
          publishedBy: actor.email, message: who.message, source: 'rollback', site: name, summary: { pages, files: changed, rolledBackTo },
        });
      } else {
        ({ version, pages } = await publishSite(ctx, site, files, at, who));
        changed = Object.keys(files).sort();
      }
      await recordAudit(ctx.db, {
        idSite: site.idSite, at, actor, action: 'rollback',
        detail: { version, to: { id, version: target.version, publishedAt: target.publishedAt }, files: changed, pages },
      });
      ctx.log.info(`editor: site ${site.idSite} rolled back to version row ${id} as ${version}`);
      const served = (ctx.configVersion ?? ctx.config.version)() === version;
      return reply.with({ version, published: true, served }, { message: formatMessage(historyMessages.rolledBack, lang, { date }) });
    });
  });

  return app;
}
