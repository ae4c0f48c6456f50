import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { ApiError } from '../../http/api-error.ts';
import { requireAdmin, userOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { parseMultipart, requireFile } from '../../http/multipart.ts';
import { siteOf } from '../../http/request-context.ts';
import { parseBody, parseParams } from '../../http/validate.ts';

const LayoutParams = Type.Object({
  idPage: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  idLayout: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});
const HashBody = Type.Object({ html: Type.String({ maxLength: 5_000_000 }) });
const previewTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];

/**
 * POST /admin/page/{idPage}/layout/{idLayout}/hash/check: stores the sha256 of `html` and says
 * whether it changed since the last check. PUT …/preview: stores the preview image (multipart
 * `image`), replacing the previous one. Both for ADMIN and SUPER_ADMIN only.
 */
export function adminLayoutRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.use('/admin/page/*', requireAdmin);

  const pageOf = (c: Parameters<typeof siteOf>[0]) => {
    const site = siteOf(c);
    const params = parseParams(c, LayoutParams);
    if (!site.pageIndex.byId.has(params.idPage)) throw new ApiError(404, `Page ${params.idPage} does not exist on this site`);
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

  app.put('/admin/page/:idPage/layout/:idLayout/preview', async (c) => {
    const { site, idPage, idLayout } = pageOf(c);
    const user = await userOf(c);
    const file = requireFile(await parseMultipart(c), 'image');
    if (!previewTypes.includes(file.type)) {
      throw new ApiError(400, `The preview must be an image (${previewTypes.join(', ')})`);
    }
    const at = ctx.now().toISOString();
    let savedId: string | undefined;
    const { stored, replaced } = await ctx.db.transaction().execute(async (trx) => {
      const old = await trx.selectFrom('layoutPreviews').select('fileId')
        .where('idSite', '=', site.idSite).where('idPage', '=', idPage).where('idLayout', '=', idLayout)
        .executeTakeFirst();
      const saved = await ctx.files.save({ idSite: site.idSite, file, purpose: 'layout-preview', ownerId: user.id }, trx);
      savedId = saved.id;
      await trx.insertInto('layoutPreviews').values({ idSite: site.idSite, idPage, idLayout, fileId: saved.id, updatedAt: at })
        .onConflict((oc) => oc.columns(['idSite', 'idPage', 'idLayout']).doUpdateSet({ fileId: saved.id, updatedAt: at }))
        .execute();
      if (old) await trx.deleteFrom('files').where('id', '=', old.fileId).execute();
      return { stored: saved, replaced: old?.fileId ?? null };
    }).catch(async (error: unknown) => {
      // The transaction rolled back: the bytes written for the new file must go too.
      if (savedId) await ctx.files.remove(savedId).catch(() => undefined);
      throw error;
    });
    if (replaced) await ctx.files.remove(replaced).catch(() => undefined);
    return ok(c, { idPage, idLayout, file: { id: stored.id, name: stored.name, mime: stored.mime, size: stored.size } });
  });

  return app;
}
