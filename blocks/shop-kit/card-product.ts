import { cardAward } from './card-award.ts';
import { quickAddOf } from './quick-add-of.ts';
import type { QuickAdd } from './quick-add-of.ts';
import type { DeclinationInCents, ProductInCents, ServedAward, ServedProductDiscount } from '../../schemas/api/shop/product.ts';

/** What a card reads of a discount: its badge (kind and amount) and whether it is on shipping. */
export type CardDiscount = Pick<ServedProductDiscount, 'type' | 'amount' | 'detailType'>;

/** What a card reads of a declination: its vintage, prices (cents), capacity (the price per litre), discount and stock. */
export interface CardDeclination extends Pick<DeclinationInCents, 'year' | 'price' | 'priceToPay' | 'quantity' | 'setQuantity' | 'capacity' | 'capacityUnit'> {
  discount: CardDiscount | null;
}

/** What a card reads of an award: its name, year and picture. */
export type CardAward = Pick<ServedAward, 'name' | 'year' | 'image'>;

/**
 * A product as a card shows it (ProductCard, cardSummary, StockLabel): the lists of products send
 * only this in the page's boot data. A served product is one too, with more fields.
 */
export interface CardProduct extends Pick<ProductInCents, 'id' | 'name' | 'productType' | 'image' | 'priceToPay'> {
  discount: CardDiscount | null;
  declination: CardDeclination[];
  /** At most the one award the card shows (see cardAward). */
  awards?: CardAward[];
  /** What the card's quick add puts in the cart; absent when the product has a choice to make (quickAddOf). */
  quickAdd?: QuickAdd;
}

const discountOf = (discount: ServedProductDiscount | null): CardDiscount | null =>
  discount && (discount.detailType ? { type: discount.type, amount: discount.amount, detailType: discount.detailType } : { type: discount.type, amount: discount.amount });

/** The card view of a product as `api.call` gives it (prices in cents): what its card shows, nothing more. */
export function cardProduct(product: ProductInCents): CardProduct {
  const award = cardAward(product.awards);
  const card: CardProduct = {
    id: product.id,
    name: product.name,
    productType: product.productType,
    image: product.image,
    priceToPay: product.priceToPay,
    discount: discountOf(product.discount),
    declination: product.declination.map((one) => ({
      year: one.year,
      price: one.price,
      priceToPay: one.priceToPay,
      quantity: one.quantity,
      setQuantity: one.setQuantity,
      capacity: one.capacity,
      capacityUnit: one.capacityUnit,
      discount: discountOf(one.discount),
    })),
  };
  const quickAdd = quickAddOf(product);
  if (quickAdd) card.quickAdd = quickAdd;
  if (award) card.awards = [{ name: award.name, ...(award.year === undefined ? {} : { year: award.year }), ...(award.image ? { image: award.image } : {}) }];
  return card;
}
