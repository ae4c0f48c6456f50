import type { Product } from '../../../schemas/catalogue/products.schema.ts';
import { resolveLocalized } from '../../../schemas/localized.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { discountOf, isDematerializedProduct, quantityDiscountsOf, unitPriceOf } from './catalogue.ts';
import { declinationName, resolveDeclinationLabels } from './declination-label.ts';
import type { Locale } from '../../../rules/locale.ts';
import { applyReduction, declinationVariations, toCents, toEuros } from '../../../rules/index.ts';

/**
 * A product as the API shows it (§3 Product): Localized values resolved, `type.type` and
 * `subtypeType` as the spec names them, each declination with its discount, its price to pay
 * (for one unit), its decreasing discounts by quantity (`quantityDiscounts`, its own or its
 * product's), its `variation1..3` (each variation's labels and value, or null),
 * its detailed name built from them and its remaining stock (`quantity`), and the product's lowest `price`.
 */
export function productView(site: LoadedSite, product: Product, lang: Locale, sold: ReadonlyMap<number, number>) {
  const view = stocklessView(site, product, lang);
  return {
    ...view,
    declination: view.declination.map((one, index) => ({ ...one, quantity: Math.max(0, product.declinations[index]!.quantity - (sold.get(one.id) ?? 0)) })),
  };
}

export type ProductView = ReturnType<typeof productView>;

/** Views without stock, per loaded version of a site's documents (a reload makes a new map), language and product: a listing resolves its products once, not per request. */
const views = new WeakMap<LoadedSite['documents'], Map<string, ReturnType<typeof viewWithoutStock>>>();

function stocklessView(site: LoadedSite, product: Product, lang: Locale) {
  let byKey = views.get(site.documents);
  if (!byKey) {
    byKey = new Map();
    views.set(site.documents, byKey);
  }
  const key = `${lang}|${product.id}`;
  let view = byKey.get(key);
  if (!view) {
    view = viewWithoutStock(site, product, lang);
    byKey.set(key, view);
  }
  return view;
}

function viewWithoutStock(site: LoadedSite, product: Product, lang: Locale) {
  const labels = resolveDeclinationLabels(site, lang);
  const resolved = resolveLocalized(product, lang);
  const declination = product.declinations.map((one, index) => {
    const discount = discountOf(site, product, one);
    const priceCents = toCents(unitPriceOf(one));
    const reduction = discount && discount.detailType !== 'SHIPPING_FEES' ? discount : null;
    const [variation1, variation2, variation3] = declinationVariations(one, labels);
    return {
      ...resolved.declinations[index]!,
      variation1,
      variation2,
      variation3,
      name: declinationName({ variation1, variation2, variation3 }, labels, undefined, lang),
      price: toEuros(priceCents),
      priceToPay: toEuros(applyReduction(priceCents, reduction)),
      discount: discount ? resolveLocalized(discount, lang) : null,
      quantityDiscounts: quantityDiscountsOf(product, one),
      quantity: one.quantity,
      image: resolved.declinations[index]!.image ?? resolved.image,
    };
  });
  const cheapest = declination.reduce((best, one) => (one.priceToPay < best.priceToPay ? one : best), declination[0]!);
  const { declinations: _declinations, type, subtype, quantityDiscounts: _byDeclination, ...rest } = resolved;
  return {
    ...rest,
    type: { type },
    productType: type,
    subtypeType: subtype,
    url: resolved.slug,
    price: cheapest.price,
    priceToPay: cheapest.priceToPay,
    discount: cheapest.discount,
    isDematerialized: isDematerializedProduct(product),
    hasShippingFees: product.hasShippingFees !== false,
    declination,
  };
}
