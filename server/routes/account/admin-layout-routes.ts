import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { adminLayoutContracts } from '../../../schemas/api/account/admin-layout-contracts.ts';
import type { ApiContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { streamBody } from '../../files/stream-response.ts';
import { requireAdmin, userOf } from '../../http/auth.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { parseMultipart, requireFile, stagedFiles } from '../../http/multipart.ts';
import { siteOf } from '../../http/request-context.ts';
import { check } from '../../http/validate.ts';
import { checkLayoutHash } from '../../layouts/check-layout-hash.ts';
import { claimLayoutPreview } from '../../layouts/claim-layout-preview.ts';
import { layoutPreviewFile } from '../../layouts/layout-preview-file.ts';
import { saveLayoutPreview } from '../../layouts/save-layout-preview.ts';
import { storedLayouts } from '../../layouts/stored-layouts.ts';

/** How long a preview claim holds a layout's hash (a screenshot takes seconds). */
const CLAIM_MS = 120_000;
const previewTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];
/** Largest preview image: a full-page screenshot stays well under it. */
export const MAX_PREVIEW_BYTES = 10 * 1024 * 1024;
const BAD_HASH = { en: "Invalid field ''hash'' in body: must be the layout''s sha256 (64 hex characters)", fr: 'Champ « hash » invalide dans le corps de la requête : doit être le sha256 de la mise en page (64 caractères hexadécimaux)' };

/** The layout's key on the request's site; 404 when the page is not one of the site's. */
function layoutOf(c: Context, params: { idPage: number; idLayout: number }) {
  const site = siteOf(c);
  if (!site.pageIndex.byId.has(params.idPage)) throw new ApiError(404, { en: 'Page {id} does not exist on this site', fr: 'La page {id} n’existe pas sur ce site' }, null, { id: String(params.idPage) });
  return { idSite: site.idSite, idPage: params.idPage, idLayout: params.idLayout };
}

/**
 * POST /admin/page/{idPage}/layout/{idLayout}/hash/check: stores the sha256 of `html` and says
 * whether it changed since the last check. PUT …/preview: stores the preview image (multipart
 * `image`, and the `hash` it shows), replacing the current one; a preview made for a hash stays
 * findable by that hash. Extensions: GET /admin/layouts (every stored hash and preview of the
 * site), GET …/preview[?hash=] (the image). All for ADMIN and SUPER_ADMIN only; each from its
 * contract (schemas/api/account/admin-layout-contracts.ts), the queries in server/layouts/.
 */
export function adminLayoutRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.use('/admin/page/*', requireAdmin);

  contractRoute(app, adminLayoutContracts.checkHash, async ({ params, body }, c) => {
    const layout = layoutOf(c, params);
    const hash = createHash('sha256').update(body.html).digest('hex');
    const previous = await checkLayoutHash(ctx.db, layout, hash, ctx.now().toISOString());
    return { hash, previousHash: previous, isSame: previous === hash };
  });

  // Extension (decision 0035): one instance pictures a changed layout; the others are told no.
  contractRoute(app, adminLayoutContracts.claimPreview, async ({ params, body }, c) => {
    const layout = layoutOf(c, params);
    const at = ctx.now();
    const claimed = await claimLayoutPreview(ctx.db, {
      ...layout, hash: body.hash, by: body.by ?? 'unknown', at: at.toISOString(), until: new Date(at.getTime() + CLAIM_MS).toISOString(),
    });
    return { claimed };
  });

  contractRoute(app, adminLayoutContracts.savePreview, async ({ params }, c) => {
    const layout = layoutOf(c, params);
    const user = await userOf(c);
    const parts = await parseMultipart(c, { store: ctx.files, maxFiles: 1, fileRule: (field) => (field === 'image' ? { maxBytes: MAX_PREVIEW_BYTES, maxCount: 1 } : null) });
    const staged = stagedFiles(parts);
    const { stored, replaced, hash } = await (async () => {
      const file = requireFile(parts, 'image');
      if (!previewTypes.includes(file.declaredType)) {
        throw new ApiError(400, { en: 'The preview must be an image ({types})', fr: 'L’aperçu doit être une image ({types})' }, null, { types: previewTypes.join(', ') });
      }
      const fields = (() => {
        try {
          return check(adminLayoutContracts.savePreview.body, parts.fields, 'body');
        } catch {
          throw new ApiError(400, BAD_HASH);
        }
      })();
      const hash = fields.hash ?? null;
      const saved = await saveLayoutPreview(ctx.db, ctx.files, layout, { file, hash, ownerId: user.id, at: ctx.now().toISOString() });
      return { ...saved, hash };
    })().catch(async (error: unknown) => {
      // Refused, or the transaction rolled back: the bytes written for the new file must go too.
      await ctx.files.discard(staged);
      throw error;
    });
    if (replaced) await ctx.files.remove(replaced).catch(() => undefined);
    return { idPage: layout.idPage, idLayout: layout.idLayout, hash, file: { id: stored.id, name: stored.name, mime: stored.mime, size: stored.size } };
  });

  contractRoute(app, adminLayoutContracts.preview, async ({ params, query }, c) => {
    const layout = layoutOf(c, params);
    const { hash } = query;
    const fileId = await layoutPreviewFile(ctx.db, layout, hash);
    const found = fileId ? await ctx.files.read(fileId) : undefined;
    if (!found) {
      const values = { layout: String(layout.idLayout), page: String(layout.idPage), hash: hash ?? '' };
      throw new ApiError(404, hash
        ? { en: 'No preview of layout {layout} of page {page} for hash {hash}', fr: 'Aucun aperçu de la mise en page {layout} de la page {page} pour l’empreinte {hash}' }
        : { en: 'Layout {layout} of page {page} has no preview yet', fr: 'La mise en page {layout} de la page {page} n’a pas encore d’aperçu' }, null, values);
    }
    return new Response(streamBody(found.stream), { status: 200, headers: { 'Content-Type': found.file.mime, 'Content-Length': String(found.size), 'Cache-Control': 'private, no-cache' } });
  });

  app.use('/admin/layouts', requireAdmin);
  contractRoute(app, adminLayoutContracts.layouts, async (_input, c) => storedLayouts(ctx.db, siteOf(c).idSite));

  return app;
}
