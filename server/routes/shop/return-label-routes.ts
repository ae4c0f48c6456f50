import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { returnContracts } from '../../../schemas/api/shop/return-contracts.ts';
import { contentDisposition } from '../../content/content-disposition.ts';
import { streamBody } from '../../files/stream-response.ts';
import { ApiError } from '../../http/index.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import { returnLabelFile } from '../../shop/orders/return-label-file.ts';
import { shopRequest, shopRoute } from './shop-request.ts';

const FORBIDDEN = { en: 'This return label link is not valid or has expired', fr: 'Ce lien d’étiquette de retour n’est pas valide ou a expiré' } as const;

/**
 * GET /order/{id}/return/{returnId}/label?expires=&signature=: the return label the shop sent, through the
 * signed, expiring link of the customer's mail or of their return page (server/files/file-links.ts); 403 otherwise.
 */
export function returnLabelRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  shopRoute(app, returnContracts.label, async ({ params: { id, returnId }, query }, c) => {
    const { site, lang } = await shopRequest(c);
    const fileId = await returnLabelFile(ctx.db, site.idSite, id, returnId);
    if (!fileId || !(await ctx.files.links.verify(fileId, query.expires, query.signature, ctx.now()))) throw new ApiError(403, formatMessage(FORBIDDEN, lang));
    const found = await ctx.files.read(fileId);
    if (!found || found.file.idSite !== site.idSite) {
      found?.stream.destroy();
      throw new ApiError(404, { en: 'Return {id} has no label', fr: 'Le retour {id} n’a pas d’étiquette' }, null, { id: String(returnId) });
    }
    return new Response(streamBody(found.stream), {
      status: 200,
      headers: { 'Content-Type': found.file.mime, 'Content-Length': String(found.size), 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': contentDisposition(found.file.name) },
    });
  });
  return app;
}
