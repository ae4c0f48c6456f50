import { Hono } from 'hono';
import type { Context } from 'hono';
import { slugify } from '../../../rules/index.ts';
import { productContracts } from '../../../schemas/api/shop/product-contracts.ts';
import { resolveLocalized } from '../../../schemas/localized.ts';
import type { ApiContext } from '../../context.ts';
import { requireProduct } from '../../shop/catalogue/catalogue.ts';
import { renderPdf } from '../../shop/catalogue/render-pdf.ts';
import { technicalSheetLines } from '../../shop/catalogue/technical-sheet.ts';
import { shopRequest, shopRoute } from './shop-request.ts';

/** GET /product/generate/file/{id}[/{idDeclination}]: the product's technical sheet as a PDF. */
export function technicalFileRoutes(_ctx: ApiContext): Hono {
  const app = new Hono();

  const send = async (c: Context, id: number, idDeclination: number | undefined) => {
    const { site, lang } = await shopRequest(c);
    const product = requireProduct(site, id);
    const name = resolveLocalized(product.name, lang);
    const pdf = await renderPdf(technicalSheetLines(site, product, idDeclination, lang), name);
    const file = `${slugify(name) || `product-${id}`}${idDeclination ? `-${idDeclination}` : ''}.pdf`;
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${file}"`,
      'Content-Length': String(pdf.length),
    });
  };

  shopRoute(app, productContracts.technicalFile, ({ params: { id } }, c) => send(c, id, undefined));
  shopRoute(app, productContracts.declinationTechnicalFile, ({ params: { id, idDeclination } }, c) => send(c, id, idDeclination));

  return app;
}
