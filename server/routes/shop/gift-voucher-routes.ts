import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { returnContracts } from '../../../schemas/api/shop/return-contracts.ts';
import { ApiError } from '../../http/index.ts';
import { renderPdf } from '../../shop/catalogue/render-pdf.ts';
import { checkVoucherLink, voucherLinkKey } from '../../shop/vouchers/voucher-link.ts';
import { voucherOfSite } from '../../shop/vouchers/voucher-of-site.ts';
import { voucherSheetLines } from '../../shop/vouchers/voucher-sheet.ts';
import { shopRequest, shopRoute } from './shop-request.ts';

const FORBIDDEN = { en: 'This gift voucher link is not valid', fr: 'Ce lien de bon cadeau n’est pas valide' } as const;

/**
 * GET /gift-voucher/{id}?signature=: the printable gift voucher (a PDF) through the signed link
 * of the voucher mail (voucher-link.ts); 403 for any other id or signature (an unknown voucher
 * answers the same, so ids cannot be probed). Never cached by a shared cache.
 */
export function giftVoucherRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  shopRoute(app, returnContracts.giftVoucher, async ({ params: { id }, query }, c) => {
    const { site, lang } = await shopRequest(c);
    const voucher = await voucherOfSite(ctx.db, site.idSite, id);
    const key = await voucherLinkKey(ctx.db, ctx.now);
    if (!voucher || !checkVoucherLink(key, site.idSite, voucher.id, voucher.code, query.signature)) throw new ApiError(403, FORBIDDEN);
    const pdf = await renderPdf(voucherSheetLines(site, voucher, lang), `${site.name} — ${voucher.code}`);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="gift-voucher-${voucher.id}.pdf"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return app;
}
