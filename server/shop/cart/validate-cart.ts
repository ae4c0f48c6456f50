import type { Kysely } from 'kysely';
import type { LoadedSite } from '../../config/loaded-site.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../errors/api-error.ts';
import { cartLinesOf, type CartRow } from './cart-repository.ts';
import { priceCart, type PricedCart } from './cart-view.ts';
import { productsOf } from '../catalogue/catalogue.ts';
import { checkQuantity } from './check-quantity.ts';
import type { Locale } from '../../../rules/locale.ts';
import { checkShipmentLimits } from '../../../rules/shop/shipment-limits.ts';
import { numberParameter } from '../shop-site.ts';
import { soldQuantities } from './sold-quantities.ts';
import { resolveLocalized } from '../../../schemas/localized.ts';
import { stockShortMessage } from './stock-short-message.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

const MESSAGES = {
  EMPTY: { en: 'The cart is empty', fr: 'Le panier est vide' },
  INVALID: { en: 'The cart cannot be ordered as it is', fr: 'Le panier ne peut pas être commandé en l’état' },
  GONE: { en: 'this product is no longer sold', fr: "ce produit n'est plus vendu" },
} as const;

/**
 * Checks that a cart can be ordered now: not empty, every line still sold, every quantity valid
 * (§5 rules against the remaining stock, lines of one declination added up), and — when it is
 * shipped — within MIN/MAX_BOTTLES_PER_SHIPMENT. Throws a 400 whose data lists the problems by
 * key (`product.{idCartProduct}`, `shipment`), or a 409 when the only problem is stock that others
 * took meanwhile; returns the priced cart otherwise. To take the stock it checked, call it under
 * the declinations' locks (`checkAndTake`, as `createOrder` does).
 */
export async function validateCart(
  db: Kysely<Database>,
  site: LoadedSite,
  cart: CartRow,
  lang: Locale,
  shipped: boolean,
): Promise<PricedCart> {
  const rows = await cartLinesOf(db, cart.id);
  if (rows.length === 0) throw new ApiError(400, pickText(MESSAGES.EMPTY, lang));
  const products = productsOf(site);
  const sold = await soldQuantities(db, site.idSite, rows.map((row) => row.idDeclination));
  const errors: Record<string, string> = {};
  const short = new Set<string>();
  for (const row of rows) {
    const key = `product.${row.id}`;
    const product = products.find((one) => one.id === row.idProduct && one.isValid !== false);
    const declination = product?.declinations.find((one) => one.id === row.idDeclination);
    if (!product || !declination) {
      errors[key] = pickText(MESSAGES.GONE, lang);
      continue;
    }
    const others = rows.filter((one) => one.idDeclination === row.idDeclination && one.id !== row.id).reduce((sum, one) => sum + one.quantity, 0);
    const remaining = declination.quantity - (sold.get(declination.id) ?? 0) - others;
    if (declination.setQuantity === true && row.quantity > remaining) {
      errors[key] = stockShortMessage(resolveLocalized(product.name, lang), remaining, lang);
      short.add(key);
      continue;
    }
    try {
      checkQuantity(product, declination, row.quantity, remaining, lang);
    } catch (error) {
      errors[key] = error instanceof ApiError ? error.messageIn(lang) : String(error);
    }
  }
  const priced = await priceCart(db, site, cart, lang);
  if (shipped && priced.totals.needsShipping && priced.totals.bottleCount > 0) {
    const limits = { min: numberParameter(site, 'MIN_BOTTLES_PER_SHIPMENT'), max: numberParameter(site, 'MAX_BOTTLES_PER_SHIPMENT') };
    const problem = checkShipmentLimits(priced.totals.bottleCount, limits, lang);
    if (problem) errors.shipment = problem.message;
  }
  if (Object.keys(errors).length > 0) {
    const only = Object.values(errors);
    const status = Object.keys(errors).every((key) => short.has(key)) ? 409 : 400;
    throw new ApiError(status, only.length === 1 ? only[0]! : pickText(MESSAGES.INVALID, lang), { errors });
  }
  return priced;
}
