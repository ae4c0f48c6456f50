import type { Kysely } from 'kysely';
import { declinationName, resolveDeclinationLabels } from '../catalogue/declination-label.ts';
import type { Database } from '../../db/database.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { resolveLocalized } from '../../../schemas/localized.ts';
import type { Locale } from '../../../rules/locale.ts';
import { cartLinesOf, type CartLineRow, type CartRow } from './cart-repository.ts';
import { cartTotals, lineAmounts, type CartTotals, type PricedLine } from './cart-totals.ts';
import { productsOf, siteDocument, unitPriceOf } from '../catalogue/catalogue.ts';
import type { ClickAndCollectDocument } from '../../../schemas/shipping/click-and-collect.schema.ts';
import { pricedLineOf } from './priced-line.ts';
import { customizationSurchargeCents, type CustomizationAnswer } from '../catalogue/customization-answers.ts';
import { customizationsOfProduct } from '../catalogue/customizations.ts';
import { toCents, toEuros } from '../../../rules/index.ts';
import { displayedAnswers } from './answer-display.ts';
import type { ServedCart, ServedCartLine } from '../../../schemas/api/shop/cart.ts';
import { soldQuantities } from './sold-quantities.ts';

/** The quantity the cart's other lines hold of a line's declination. */
function othersOf(rows: CartLineRow[], line: CartLineRow): number {
  return rows.filter((row) => row !== line && row.idDeclination === line.idDeclination).reduce((sum, row) => sum + row.quantity, 0);
}

/** One cart line as the API shows it (§3 Cart products[] plus display fields). */
export type CartProductView = ServedCartLine;

/** A cart with its lines priced: what the routes answer and what checkout computes from. */
export interface PricedCart {
  view: ServedCart;
  lines: PricedLine[];
  totals: CartTotals;
}

/**
 * Prices a cart from the current catalogue. Lines whose product or declination left the
 * catalogue are not shown and not counted (they cannot be ordered).
 */
export async function priceCart(db: Kysely<Database>, site: LoadedSite, cart: CartRow, lang: Locale): Promise<PricedCart> {
  const rows = await cartLinesOf(db, cart.id);
  const products = productsOf(site);
  const sold = await soldQuantities(db, site.idSite, [...new Set(rows.map((row) => row.idDeclination))]);
  const views: CartProductView[] = [];
  const lines: PricedLine[] = [];
  for (const row of rows) {
    const product = products.find((one) => one.id === row.idProduct && one.isValid !== false);
    const declination = product?.declinations.find((one) => one.id === row.idDeclination);
    if (!product || !declination) continue;
    const answers = JSON.parse(row.customizations) as CustomizationAnswer[];
    const unitPriceCents = toCents(unitPriceOf(declination));
    const offered = customizationsOfProduct(site, product.id);
    const surcharge = customizationSurchargeCents(offered, answers, unitPriceCents);
    const line = pricedLineOf(site, product, declination, row.quantity, surcharge);
    const amounts = lineAmounts(line);
    lines.push(line);
    views.push({
      id: row.id,
      idCartProduct: row.id,
      idProduct: product.id,
      idDeclination: declination.id,
      name: resolveLocalized(product.name, lang),
      declinationName: declinationName(declination, resolveDeclinationLabels(site, lang), undefined, lang),
      image: (declination.image ?? product.image).src,
      quantity: row.quantity,
      type: product.type,
      isDematerialized: line.isDematerialized,
      hasShippingFees: line.hasShippingFees,
      capacity: declination.capacity ?? null,
      capacityUnit: declination.capacityUnit ?? null,
      sellByMultipleOf: declination.sellByMultipleOf,
      maxQuantity: declination.setQuantity ? Math.max(0, declination.quantity - (sold.get(declination.id) ?? 0) - othersOf(rows, row)) : null,
      reference: declination.reference ?? `P${product.id}-D${declination.id}`,
      price: toEuros(amounts.unitCents),
      priceToPay: toEuros(amounts.unitToPayCents),
      total: toEuros(amounts.totalCents),
      totalToPay: toEuros(amounts.totalToPayCents),
      customizations: displayedAnswers(offered, answers, lang),
    });
  }
  const totals = cartTotals(lines);
  return {
    view: {
      id: cart.id,
      type: cart.type,
      discountCode: cart.discountCode,
      products: views,
      totalProduct: toEuros(totals.totalProductCents),
      totalProductToPay: toEuros(totals.totalProductToPayCents),
      bottleCount: totals.bottleCount,
      canCollect: (siteDocument<ClickAndCollectDocument>(site, 'shipping/click-and-collect.json')?.addresses ?? []).length > 0,
    },
    lines,
    totals,
  };
}
