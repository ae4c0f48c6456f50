import { basename } from 'node:path';
import { Hono, type Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { formatDocument } from '../../../schemas/validation/format-document.ts';
import type { StoreBlockChecks } from '../../../schemas/validation/check-site-file.ts';
import { draftContracts } from '../../../schemas/api/editor/draft-contracts.ts';
import type { ApiContext } from '../../context.ts';
import { configSourceFromEnv } from '../../config/open-config.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { latestConfigVersion } from '../../config/publish-config.ts';
import { listAudit } from '../../editor/audit/list-audit.ts';
import { recordAudit } from '../../editor/audit/record-audit.ts';
import { draftConflicts, nextBases } from '../../editor/draft-conflicts.ts';
import { mergeStaleWrite } from '../../editor/draft-merge-write.ts';
import { clearDraft, readDraft, saveDraft, withWriteId, type DraftFiles } from '../../editor/draft-store.ts';
import { DRAFT_COOKIE } from '../../http/draft-preview.ts';
import type { DraftSites } from '../../editor/draft-site.ts';
import { editorError } from '../../editor/editor-error.ts';
import { linksToPage } from '../../editor/links-to-page.ts';
import { orderLike } from '../../config/order-like.ts';
import { publishSite } from '../../editor/history/publish-site.ts';
import { oneAtATime } from '../../editor/publish-queue.ts';
import { draftTexts, isDocumentPath, publishedText } from '../../editor/site-documents.ts';
import { validateDraft } from '../../editor/validate-draft.ts';
import { ApiError } from '../../errors/api-error.ts';
import { userOf } from '../../http/auth.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { langOf } from '../../http/request-context.ts';
import { editorMessage, editorMessages } from './editor-messages.ts';
import { pageTree } from './page-tree.ts';
import { peopleRoutes } from './people-routes.ts';
import { liveSiteOf } from './live-site-of.ts';
import { requireEditorRole } from './require-editor-role.ts';

/** Files one write may change (a new page and its component config are two). */
const MAX_FILES_PER_WRITE = 200;

function checksOf(ctx: ApiContext): StoreBlockChecks {
  if (!ctx.checks) throw new Error('The editor needs the blocks\' checks: build the context with createContext()');
  return ctx.checks;
}

const parse = (text: string): unknown => JSON.parse(text) as unknown;

/** A document's text as the editor edits it: a JSON object, or null (no JSON, or not an object). */
function readDocument(text: string): Record<string, unknown> | null {
  try {
    const value = parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The owners' editor API (issue 33, docs/editor.md, decision 0049), for the site's editors and
 * owners (decision 0067: publish and the audit log for owners only): a draft per site in the database (read, written whole file by whole file against a base
 * revision, 409 when it moved), its validation by the validator of `npm run validate`, the links
 * to a page, the page tree, the preview switch, and publish (files written, or a new published
 * row with CONFIG_SOURCE=database). Writes pass the same-origin guard and the body limit of the API.
 */
export function editorRoutes(ctx: ApiContext, draftSites: DraftSites): Hono {
  const app = new Hono();
  // Editors and owners; each route's least role is in editorRouteRoles (decision 0067).
  app.use('/admin/editor/*', requireEditorRole);
  app.route('/', peopleRoutes(ctx));

  const errorsOf = (site: LoadedSite, files: DraftFiles, c: Context) =>
    validateDraft(site, files, checksOf(ctx)).map((error) => editorError(error, basename(site.folder), langOf(c)));

  contractRoute(app, draftContracts.read, async ({ query: { path } }, c) => {
    const site = liveSiteOf(c);
    const draft = await readDraft(ctx.db, site.idSite);
    const texts = draftTexts(site, draft.files);
    if (path !== undefined && !texts.has(path)) throw new ApiError(404, editorMessages.noSuchFile, null, { path });
    const files: Record<string, Record<string, unknown>> = {};
    // A published file broken by hand (no JSON, or no object) is named, not answered: `GET …/validate` says where.
    const unreadable: string[] = [];
    for (const [name, text] of texts) {
      if (path !== undefined && name !== path) continue;
      const document = readDocument(text);
      if (document) files[name] = document;
      else unreadable.push(name);
    }
    const conflicts = draftConflicts(draft.files, draft.bases, (name) => publishedText(site, name));
    return { revision: draft.revision, updatedAt: draft.updatedAt, changed: Object.keys(draft.files).sort(), files, unreadable, conflicts };
  });

  contractRoute(app, draftContracts.write, async ({ body }, c) => {
    const site = liveSiteOf(c);
    const lang = langOf(c);
    const user = await userOf(c);
    const paths = Object.keys(body.files);
    if (paths.length > MAX_FILES_PER_WRITE) throw new ApiError(400, editorMessages.tooManyFiles, null, { max: MAX_FILES_PER_WRITE });
    for (const path of paths) {
      if (!isDocumentPath(path)) throw new ApiError(400, editorMessages.badPath, null, { path });
      const value = body.files[path];
      if (value !== null && (typeof value !== 'object' || Array.isArray(value))) throw new ApiError(400, editorMessages.notJson, null, { path });
    }
    const draft = await readDraft(ctx.db, site.idSite);
    // The same write sent again (the keepalive of a page gone, then the reloaded page's copy): applied once, never over newer edits.
    if (body.writeId !== undefined && draft.writeIds.includes(body.writeId)) {
      return { revision: draft.revision, changed: Object.keys(draft.files).sort(), errors: errorsOf(site, draft.files, c), replayed: true };
    }
    // From an older revision: merged over the draft of now when the writer says what it started from.
    let incoming = body.files;
    if (draft.revision !== body.baseRevision) {
      const merged = mergeStaleWrite(site, draft, body);
      if (!merged) throw new ApiError(409, editorMessage('staleDraft', lang, { revision: draft.revision }), { revision: draft.revision });
      if (merged.conflicts.length > 0) throw new ApiError(409, editorMessage('mergeConflicts', lang, { count: merged.conflicts.length }), { revision: draft.revision, mergeConflicts: merged.conflicts });
      incoming = merged.files;
    }
    const files: DraftFiles = { ...draft.files };
    for (const path of paths) {
      const live = publishedText(site, path);
      const value = incoming[path];
      let text: string | null;
      if (value === null) text = null;
      else {
        let reference: unknown;
        try {
          reference = live === null ? undefined : parse(live);
        } catch {
          reference = undefined;
        }
        text = formatDocument(orderLike(value, reference));
      }
      // Back to the live file (or a new file deleted): nothing left to publish for this path.
      if (text === live) delete files[path];
      else files[path] = text;
    }
    for (const path of body.rebase ?? []) if (!isDocumentPath(path)) throw new ApiError(400, editorMessages.badPath, null, { path });
    const bases = nextBases(draft.bases, files, body.rebase ?? [], (path) => publishedText(site, path));
    const saved = await saveDraft(ctx.db, site.idSite, { baseRevision: draft.revision, files, bases, writeIds: withWriteId(draft.writeIds, body.writeId), at: ctx.now().toISOString(), by: user.id });
    if (!saved.ok) throw new ApiError(409, editorMessage('staleDraft', lang, { revision: saved.revision }), { revision: saved.revision });
    const errors = errorsOf(site, files, c);
    const written = new Set(paths);
    const data = { revision: saved.revision, changed: Object.keys(files).sort(), errors, ...(incoming === body.files ? {} : { merged: true }) };
    // Saved either way (half-typed work is never lost); 422 when a file just written has an error.
    if (errors.some((error) => written.has(error.file))) throw new ApiError(422, editorMessage('savedWithErrors', lang, { count: errors.length }), data);
    return data;
  });

  contractRoute(app, draftContracts.discard, async ({ body: { baseRevision } }, c) => {
    const site = liveSiteOf(c);
    const lang = langOf(c);
    const user = await userOf(c);
    const saved = await saveDraft(ctx.db, site.idSite, { baseRevision, files: {}, bases: {}, at: ctx.now().toISOString(), by: user.id });
    if (!saved.ok) throw new ApiError(409, editorMessage('staleDraft', lang, { revision: saved.revision }), { revision: saved.revision });
    return { revision: saved.revision, changed: [] };
  });

  contractRoute(app, draftContracts.validate, async (_input, c) => {
    const site = liveSiteOf(c);
    const draft = await readDraft(ctx.db, site.idSite);
    return { revision: draft.revision, errors: errorsOf(site, draft.files, c) };
  });

  contractRoute(app, draftContracts.pages, async (_input, c) => {
    const site = liveSiteOf(c);
    const draft = await readDraft(ctx.db, site.idSite);
    return { revision: draft.revision, pages: pageTree(draftSites(site, draft).pages) };
  });

  contractRoute(app, draftContracts.links, async ({ params: { idPage } }, c) => {
    const site = liveSiteOf(c);
    const draft = await readDraft(ctx.db, site.idSite);
    const links = linksToPage(draftSites(site, draft), idPage);
    if (links === null) throw new ApiError(404, editorMessages.noSuchPage, null, { id: idPage });
    return { revision: draft.revision, links };
  });

  contractRoute(app, draftContracts.status, async (_input, c) => {
    const site = liveSiteOf(c);
    const draft = await readDraft(ctx.db, site.idSite);
    const source = configSourceFromEnv(ctx.env ?? process.env);
    const latest = source === 'database' ? await latestConfigVersion(ctx.db) : undefined;
    return {
      revision: draft.revision,
      changed: Object.keys(draft.files).sort(),
      source,
      servedVersion: (ctx.configVersion ?? ctx.config.version)(),
      ...(source === 'database' ? { publishedVersion: latest?.version ?? null } : {}),
    };
  });

  contractRoute(app, draftContracts.audit, async ({ query: { before, limit } }, c) => {
    return listAudit(ctx.db, liveSiteOf(c).idSite, { ...(before === undefined ? {} : { before }), limit: limit ?? 50 });
  });

  contractRoute(app, draftContracts.previewMode, ({ body: { on } }, c) => {
    const secure = new URL(c.req.url).protocol === 'https:';
    setCookie(c, DRAFT_COOKIE, on ? '1' : '', { path: '/', httpOnly: true, sameSite: 'Lax', secure, ...(on ? {} : { maxAge: 0 }) });
    return { on };
  });

  contractRoute(app, draftContracts.publish, async ({ body: { baseRevision, message } }, c, reply) => {
    const site = liveSiteOf(c);
    const lang = langOf(c);
    const source = configSourceFromEnv(ctx.env ?? process.env);
    // One publish at a time in this process: two files-mode publishes never interleave their writes.
    return oneAtATime(ctx, async () => {
      const draft = await readDraft(ctx.db, site.idSite);
      if (draft.revision !== baseRevision) throw new ApiError(409, editorMessage('staleDraft', lang, { revision: draft.revision }), { revision: draft.revision });
      if (Object.keys(draft.files).length === 0) {
        return reply.with({ version: (ctx.configVersion ?? ctx.config.version)(), published: false, served: true, revision: draft.revision }, { message: editorMessage('nothingToPublish', lang) });
      }
      // Never over a file someone else changed since the draft took it (another publish, a hand edit).
      const conflicts = draftConflicts(draft.files, draft.bases, (path) => publishedText(site, path));
      if (conflicts.length > 0) throw new ApiError(409, editorMessage('conflicts', lang, { files: conflicts.join(', ') }), { revision: draft.revision, conflicts });
      const errors = errorsOf(site, draft.files, c);
      if (errors.length > 0) throw new ApiError(422, editorMessage('publishRefused', lang, { count: errors.length }), { revision: draft.revision, errors });
      const at = ctx.now().toISOString();
      const user = await userOf(c);
      const actor = { id: user.id, email: user.email };
      const { version, pages } = await publishSite(ctx, site, draft.files, at, { actor, message: message?.trim() || null, source: 'editor' });
      await clearDraft(ctx.db, site.idSite, draft.revision, at);
      await recordAudit(ctx.db, {
        idSite: site.idSite, at, actor, action: 'publish',
        detail: { version, revision: draft.revision, files: Object.keys(draft.files).sort(), pages },
      });
      const served = (ctx.configVersion ?? ctx.config.version)() === version;
      ctx.log.info(`editor: site ${site.idSite} published draft revision ${draft.revision} as ${version} (${source})`);
      return reply.with({ version, published: true, served, revision: draft.revision }, { message: editorMessage('published', lang, { version: version.slice(0, 12) }) });
    });
  });

  return app;
}
