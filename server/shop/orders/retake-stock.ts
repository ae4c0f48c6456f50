import type { Kysely } from 'kysely';
import { resolveLocalized } from '../../../schemas/localized.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { lockKeys } from '../../db/check-and-take.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../errors/api-error.ts';
import { productsOf } from '../catalogue/catalogue.ts';
import { soldQuantities } from '../cart/sold-quantities.ts';
import { stockShortMessage } from '../cart/stock-short-message.ts';
import type { Locale } from '../../../rules/locale.ts';
import { RELEASED_STATUSES as RELEASED } from '../../../schemas/api/shop/order-statuses.ts';
import type { OrderStatus } from '../order-model/order-status.ts';

/** Whether moving an order between these statuses takes its units back from the stock. */
export function retakesStock(from: string, to: string): boolean {
  return RELEASED.includes(from as OrderStatus) && !RELEASED.includes(to as OrderStatus);
}

/** The stock lock keys of an order's lines (order lines never change). */
export async function orderStockKeys(db: Kysely<Database>, idSite: number, orderId: number): Promise<string[]> {
  const lines = await db.selectFrom('orderLines').select('idDeclination').where('orderId', '=', orderId).execute();
  return lines.map((line) => lockKeys.stock(idSite, line.idDeclination));
}

/**
 * A declined order released its units; paying it later takes them again. Throws a 409 when others
 * bought them meanwhile. Call it under the order's stock keys (`orderStockKeys`, `checkAndTake`).
 */
export async function retakeStock(db: Kysely<Database>, site: LoadedSite, orderId: number, lang: Locale): Promise<void> {
  const short = await stockShortfall(db, site, orderId, lang);
  if (short !== null) throw new ApiError(409, short);
}

/**
 * Why a released order's units cannot be taken again (the stock message of the first line others
 * bought meanwhile, in `lang`), or null when they can. Under the order's stock keys, as `retakeStock`.
 */
export async function stockShortfall(db: Kysely<Database>, site: LoadedSite, orderId: number, lang: Locale): Promise<string | null> {
  const lines = await db.selectFrom('orderLines').select(['idProduct', 'idDeclination', 'quantity']).where('orderId', '=', orderId).execute();
  const sold = await soldQuantities(db, site.idSite, lines.map((line) => line.idDeclination));
  const products = productsOf(site);
  for (const line of lines) {
    const product = products.find((one) => one.id === line.idProduct);
    const declination = product?.declinations.find((one) => one.id === line.idDeclination);
    if (!product || declination?.setQuantity !== true) continue;
    const wanted = lines.filter((one) => one.idDeclination === line.idDeclination).reduce((sum, one) => sum + one.quantity, 0);
    const remaining = declination.quantity - (sold.get(line.idDeclination) ?? 0);
    if (wanted > remaining) return stockShortMessage(resolveLocalized(product.name, lang), remaining, lang);
  }
  return null;
}
