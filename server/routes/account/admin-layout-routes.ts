import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { requireAdmin, userOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { parseMultipart, requireFile, stagedFiles } from '../../http/multipart.ts';
import { streamBody } from '../../files/stream-response.ts';
import { siteOf } from '../../http/request-context.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { claimLayoutPreview } from './claim-layout-preview.ts';

const LayoutParams = Type.Object({
  idPage: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  idLayout: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});
const HashBody = Type.Object({ html: Type.String({ maxLength: 5_000_000 }) });
const Sha256 = Type.String({ pattern: '^[0-9a-f]{64}$' });
const PreviewQuery = Type.Object({ hash: Type.Optional(Sha256) });
const ClaimBody = Type.Object({ hash: Sha256, by: Type.Optional(Type.String({ maxLength: 200 })) });
/** How long a preview claim holds a layout's hash (a screenshot takes seconds). */
const CLAIM_MS = 120_000;
const previewTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];
/** Largest preview image: a full-page screenshot stays well under it. */
export const MAX_PREVIEW_BYTES = 10 * 1024 * 1024;

/**
 * POST /admin/page/{idPage}/layout/{idLayout}/hash/check: stores the sha256 of `html` and says
 * whether it changed since the last check. PUT …/preview: stores the preview image (multipart
 * `image`, and the `hash` it shows), replacing the current one; a preview made for a hash stays
 * findable by that hash. Extensions: GET /admin/layouts (every stored hash and preview of the
 * site), GET …/preview[?hash=] (the image). All for ADMIN and SUPER_ADMIN only.
 */
export function adminLayoutRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.use('/admin/page/*', requireAdmin);

  const pageOf = (c: Parameters<typeof siteOf>[0]) => {
    const site = siteOf(c);
    const params = parseParams(c, LayoutParams);
    if (!site.pageIndex.byId.has(params.idPage)) throw new ApiError(404, { en: 'Page {id} does not exist on this site', fr: 'La page {id} n’existe pas sur ce site' }, null, { id: String(params.idPage) });
    return { site, ...params };
  };

  app.post('/admin/page/:idPage/layout/:idLayout/hash/check', async (c) => {
    const { site, idPage, idLayout } = pageOf(c);
    const { html } = await parseBody(c, HashBody);
    const hash = createHash('sha256').update(html).digest('hex');
    const at = ctx.now().toISOString();
    const previous = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('layoutHashes').select('hash')
        .where('idSite', '=', site.idSite).where('idPage', '=', idPage).where('idLayout', '=', idLayout)
        .executeTakeFirst();
      await trx.insertInto('layoutHashes').values({ idSite: site.idSite, idPage, idLayout, hash, updatedAt: at })
        .onConflict((oc) => oc.columns(['idSite', 'idPage', 'idLayout']).doUpdateSet({ hash, updatedAt: at }))
        .execute();
      return row?.hash ?? null;
    });
    return ok(c, { hash, previousHash: previous, isSame: previous === hash });
  });

  // Extension (decision 0035): one instance pictures a changed layout; the others are told no.
  app.post('/admin/page/:idPage/layout/:idLayout/preview/claim', async (c) => {
    const { site, idPage, idLayout } = pageOf(c);
    const { hash, by } = await parseBody(c, ClaimBody);
    const at = ctx.now();
    const claimed = await claimLayoutPreview(ctx.db, {
      idSite: site.idSite, idPage, idLayout, hash, by: by ?? 'unknown', at: at.toISOString(), until: new Date(at.getTime() + CLAIM_MS).toISOString(),
    });
    return ok(c, { claimed });
  });

  app.put('/admin/page/:idPage/layout/:idLayout/preview', async (c) => {
    const { site, idPage, idLayout } = pageOf(c);
    const user = await userOf(c);
    const parts = await parseMultipart(c, { store: ctx.files, maxFiles: 1, fileRule: (field) => (field === 'image' ? { maxBytes: MAX_PREVIEW_BYTES, maxCount: 1 } : null) });
    const staged = stagedFiles(parts);
    const { stored, replaced, hash } = await (async () => {
      const file = requireFile(parts, 'image');
      if (!previewTypes.includes(file.declaredType)) {
        throw new ApiError(400, { en: 'The preview must be an image ({types})', fr: 'L’aperçu doit être une image ({types})' }, null, { types: previewTypes.join(', ') });
      }
      const rawHash = parts.fields.hash;
      if (rawHash !== undefined && (typeof rawHash !== 'string' || !/^[0-9a-f]{64}$/.test(rawHash))) {
        throw new ApiError(400, { en: "Invalid field ''hash'' in body: must be the layout''s sha256 (64 hex characters)", fr: 'Champ « hash » invalide dans le corps de la requête : doit être le sha256 de la mise en page (64 caractères hexadécimaux)' });
      }
      const hash = typeof rawHash === 'string' ? rawHash : null;
      const at = ctx.now().toISOString();
      return ctx.db.transaction().execute(async (trx) => {
        const old = await trx.selectFrom('layoutPreviews').select('fileId')
          .where('idSite', '=', site.idSite).where('idPage', '=', idPage).where('idLayout', '=', idLayout)
          .executeTakeFirst();
        const saved = await ctx.files.record(file, { idSite: site.idSite, purpose: 'layout-preview', ownerId: user.id, mime: file.declaredType }, trx);
        await trx.insertInto('layoutPreviews').values({ idSite: site.idSite, idPage, idLayout, fileId: saved.id, updatedAt: at, hash })
          .onConflict((oc) => oc.columns(['idSite', 'idPage', 'idLayout']).doUpdateSet({ fileId: saved.id, updatedAt: at, hash }))
          .execute();
        let dropped: string | null = null;
        if (hash) {
          const earlier = await trx.selectFrom('layoutPreviewVersions').select('fileId')
            .where('idSite', '=', site.idSite).where('idPage', '=', idPage).where('idLayout', '=', idLayout).where('hash', '=', hash)
            .executeTakeFirst();
          await trx.insertInto('layoutPreviewVersions').values({ idSite: site.idSite, idPage, idLayout, hash, fileId: saved.id, createdAt: at })
            .onConflict((oc) => oc.columns(['idSite', 'idPage', 'idLayout', 'hash']).doUpdateSet({ fileId: saved.id, createdAt: at }))
            .execute();
          if (earlier && earlier.fileId !== old?.fileId) dropped = earlier.fileId;
        }
        // The previous current preview goes unless a version (an earlier hash) still shows it.
        const kept = old ? await trx.selectFrom('layoutPreviewVersions').select('fileId').where('fileId', '=', old.fileId).executeTakeFirst() : undefined;
        if (old && !kept) dropped = old.fileId;
        if (dropped) await trx.deleteFrom('files').where('id', '=', dropped).execute();
        return { stored: saved, replaced: dropped, hash };
      });
    })().catch(async (error: unknown) => {
      // Refused, or the transaction rolled back: the bytes written for the new file must go too.
      await ctx.files.discard(staged);
      throw error;
    });
    if (replaced) await ctx.files.remove(replaced).catch(() => undefined);
    return ok(c, { idPage, idLayout, hash, file: { id: stored.id, name: stored.name, mime: stored.mime, size: stored.size } });
  });

  app.get('/admin/page/:idPage/layout/:idLayout/preview', async (c) => {
    const { site, idPage, idLayout } = pageOf(c);
    const { hash } = parseQuery(c, PreviewQuery);
    const row = hash
      ? await ctx.db.selectFrom('layoutPreviewVersions').select('fileId')
        .where('idSite', '=', site.idSite).where('idPage', '=', idPage).where('idLayout', '=', idLayout).where('hash', '=', hash).executeTakeFirst()
      : await ctx.db.selectFrom('layoutPreviews').select('fileId')
        .where('idSite', '=', site.idSite).where('idPage', '=', idPage).where('idLayout', '=', idLayout).executeTakeFirst();
    const found = row ? await ctx.files.read(row.fileId) : undefined;
    if (!found) {
      const values = { layout: String(idLayout), page: String(idPage), hash: hash ?? '' };
      throw new ApiError(404, hash
        ? { en: 'No preview of layout {layout} of page {page} for hash {hash}', fr: 'Aucun aperçu de la mise en page {layout} de la page {page} pour l’empreinte {hash}' }
        : { en: 'Layout {layout} of page {page} has no preview yet', fr: 'La mise en page {layout} de la page {page} n’a pas encore d’aperçu' }, null, values);
    }
    return new Response(streamBody(found.stream), { status: 200, headers: { 'Content-Type': found.file.mime, 'Content-Length': String(found.size), 'Cache-Control': 'private, no-cache' } });
  });

  app.use('/admin/layouts', requireAdmin);
  app.get('/admin/layouts', async (c) => {
    const site = siteOf(c);
    const [hashes, previews, versions] = await Promise.all([
      ctx.db.selectFrom('layoutHashes').selectAll().where('idSite', '=', site.idSite).execute(),
      ctx.db.selectFrom('layoutPreviews').selectAll().where('idSite', '=', site.idSite).execute(),
      ctx.db.selectFrom('layoutPreviewVersions').select(['idPage', 'idLayout', 'hash', 'createdAt']).where('idSite', '=', site.idSite).orderBy('createdAt', 'desc').execute(),
    ]);
    const key = (row: { idPage: number; idLayout: number }) => `${row.idPage}/${row.idLayout}`;
    const layouts = new Map<string, { idPage: number; idLayout: number; hash: string | null; checkedAt: string | null; preview: { hash: string | null; updatedAt: string } | null; versions: { hash: string; createdAt: string }[] }>();
    const entry = (row: { idPage: number; idLayout: number }) => {
      const found = layouts.get(key(row));
      if (found) return found;
      const made = { idPage: row.idPage, idLayout: row.idLayout, hash: null, checkedAt: null, preview: null, versions: [] };
      layouts.set(key(row), made);
      return made;
    };
    for (const row of hashes) Object.assign(entry(row), { hash: row.hash, checkedAt: row.updatedAt });
    for (const row of previews) entry(row).preview = { hash: row.hash, updatedAt: row.updatedAt };
    for (const row of versions) entry(row).versions.push({ hash: row.hash, createdAt: row.createdAt });
    return ok(c, [...layouts.values()].sort((a, b) => a.idPage - b.idPage || a.idLayout - b.idLayout));
  });

  return app;
}
