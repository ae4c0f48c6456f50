import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ApiContext } from '../../context.ts';
import { ApiError, ok, parseBody, parseMultipart, parseParams, requireAdmin, stagedFiles, userOf } from '../../http/index.ts';
import { SNIFFED_TYPES } from '../../files/sniff-file-type.ts';
import { siteBaseUrl } from '../../mail/render-mail.ts';
import { moveReturn } from '../../shop/orders/move-return.ts';
import { returnLabelLink } from '../../shop/orders/return-label-link.ts';
import { RETURN_MOVES, RETURN_WORDS_MAX, returnStepMessage, type ReturnMove } from '../../shop/orders/return-steps.ts';
import { IdParam, shopRequest } from './shop-request.ts';

const ReturnParams = Type.Object({ id: IdParam, returnId: IdParam });
const Words = Type.String({ maxLength: RETURN_WORDS_MAX });
const MoveBody = Type.Object({
  status: Type.String({ enum: [...RETURN_MOVES] }),
  /** LABEL_SENT: how to send the products back. */
  instructions: Type.Optional(Words),
  /** REFUSED: why, for the customer. */
  reason: Type.Optional(Words),
});

/** A return label: one PDF or PNG file of at most 2 MB. */
export const RETURN_LABEL_MAX_BYTES = 2 * 1024 * 1024;
const LABEL_TYPES: readonly string[] = [SNIFFED_TYPES.pdf, SNIFFED_TYPES.png];

/**
 * Admin moves of a return's life (return-steps.ts), each mailed to the customer:
 * PUT /admin/order/{id}/return/{returnId}/status `{ status: 'LABEL_SENT', instructions }`,
 * `{ status: 'RECEIVED' }` (which opens its refund) or `{ status: 'REFUSED', reason }`;
 * POST /admin/order/{id}/return/{returnId}/label (multipart: `instructions` and/or the `label`
 * file, PDF or PNG of at most 2 MB, kept in the file store; the customer's mail links to it).
 */
export function adminReturnRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.put('/admin/order/:id/return/:returnId/status', requireAdmin, async (c) => {
    const { site, lang } = await shopRequest(c);
    const { id, returnId } = parseParams(c, ReturnParams);
    const body = await parseBody(c, MoveBody);
    const to = body.status as ReturnMove;
    await moveReturn(ctx.db, { site, orderId: id, returnId, to, lang, at: ctx.now().toISOString(), instructions: body.instructions, refusal: body.reason });
    return ok(c, { id: returnId, status: to });
  });

  app.post('/admin/order/:id/return/:returnId/label', requireAdmin, async (c) => {
    const { site, lang } = await shopRequest(c);
    const { id, returnId } = parseParams(c, ReturnParams);
    const user = await userOf(c);
    const parts = await parseMultipart(c, { store: ctx.files, maxFiles: 1, fileRule: (field) => (field === 'label' ? { maxBytes: RETURN_LABEL_MAX_BYTES, maxCount: 1 } : null) });
    const staged = stagedFiles(parts);
    try {
      const file = staged[0];
      if (file && (!file.sniffedType || !LABEL_TYPES.includes(file.sniffedType))) throw new ApiError(400, returnStepMessage('LABEL_TYPE', lang));
      const instructions = typeof parts.fields.instructions === 'string' ? parts.fields.instructions : null;
      // Signed before the transaction (the key may be read from the database).
      const label = file ? {
        url: `${siteBaseUrl(site)}${await returnLabelLink(ctx.files.links, ctx.now(), id, returnId, file.id)}`,
        record: async (trx: Transaction<Database>) => (await ctx.files.record(file, { idSite: site.idSite, purpose: 'return-label', ownerId: user.id, mime: file.sniffedType! }, trx)).id,
      } : null;
      await moveReturn(ctx.db, { site, orderId: id, returnId, to: 'LABEL_SENT', lang, at: ctx.now().toISOString(), instructions, label });
    } catch (error) {
      // Refused, or the move rolled back: the bytes written for the label go too.
      await ctx.files.discard(staged);
      throw error;
    }
    return ok(c, { id: returnId, status: 'LABEL_SENT' });
  });
  return app;
}
