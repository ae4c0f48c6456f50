import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { adminOrderContracts } from '../../../schemas/api/shop/admin-order-contracts.ts';
import { ApiError, parseMultipart, requireAdmin, stagedFiles, userOf } from '../../http/index.ts';
import { SNIFFED_TYPES } from '../../files/sniff-file-type.ts';
import { moveReturn } from '../../shop/orders/move-return.ts';
import { returnStepMessage } from '../../shop/order-model/return-steps.ts';
import { stagedReturnLabel } from '../../shop/orders/staged-return-label.ts';
import { shopRequest, shopRoute } from './shop-request.ts';

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
  app.use(adminOrderContracts.moveReturn.path, requireAdmin);
  app.use(adminOrderContracts.returnLabel.path, requireAdmin);

  shopRoute(app, adminOrderContracts.moveReturn, async ({ params: { id, returnId }, body }, c) => {
    const { site, lang } = await shopRequest(c);
    const to = body.status;
    await moveReturn(ctx.db, { site, orderId: id, returnId, to, lang, at: ctx.now().toISOString(), instructions: body.instructions, refusal: body.reason });
    return { id: returnId, status: to };
  });

  shopRoute(app, adminOrderContracts.returnLabel, async ({ params: { id, returnId } }, c) => {
    const { site, lang } = await shopRequest(c);
    const user = await userOf(c);
    const parts = await parseMultipart(c, { store: ctx.files, maxFiles: 1, fileRule: (field) => (field === 'label' ? { maxBytes: RETURN_LABEL_MAX_BYTES, maxCount: 1 } : null) });
    const staged = stagedFiles(parts);
    try {
      const file = staged[0];
      if (file && (!file.sniffedType || !LABEL_TYPES.includes(file.sniffedType))) throw new ApiError(400, returnStepMessage('LABEL_TYPE', lang));
      const instructions = typeof parts.fields.instructions === 'string' ? parts.fields.instructions : null;
      const label = file ? await stagedReturnLabel(ctx.files, { site, orderId: id, returnId, file: { ...file, sniffedType: file.sniffedType! }, ownerId: user.id, now: ctx.now() }) : null;
      await moveReturn(ctx.db, { site, orderId: id, returnId, to: 'LABEL_SENT', lang, at: ctx.now().toISOString(), instructions, label });
    } catch (error) {
      // Refused, or the move rolled back: the bytes written for the label go too.
      await ctx.files.discard(staged);
      throw error;
    }
    return { id: returnId, status: 'LABEL_SENT' as const };
  });
  return app;
}
