import type { BlockMessages } from '../../runtime/index.ts';
import { prefixed } from '../content-kit/content-messages.ts';

/** Messages shared by the shop blocks (product cards, prices, stock); each block adds them under its prefix. */
export const shopMessages: BlockMessages = {
  fr: {
    'shop.from': 'À partir de {price}',
    'shop.beforeDiscount': 'au lieu de',
    'shop.perLitre': 'soit {price} le litre',
    'shop.discount': 'Remise {amount}',
    'shop.vintages': 'Millésimes {years}',
    'shop.vintage': 'Millésime {year}',
    'shop.nonVintage': 'Non millésimé',
    'shop.stock.available': 'En stock',
    'shop.stock.few': '{n, plural, one {Plus que # disponible} other {Plus que # disponibles}}',
    'shop.stock.unavailable': 'Épuisé',
    'shop.award': '{name} {year}',
    'shop.empty': 'Aucun produit ne correspond à votre recherche.',
    'shop.discover': 'Découvrir {name}',
    'shop.quickAdd': 'Ajouter',
    'shop.quickAddLabel': 'Ajouter {quantity} × {name} au panier',
    'shop.quickAdding': 'Ajout…',
    'shop.quickAddFailed': 'L’ajout au panier n’a pas abouti. Réessayez dans un instant.',
    'shop.choose': 'Choisir',
  },
  en: {
    'shop.from': 'From {price}',
    'shop.beforeDiscount': 'instead of',
    'shop.perLitre': 'that is {price} per litre',
    'shop.discount': 'Discount {amount}',
    'shop.vintages': 'Vintages {years}',
    'shop.vintage': 'Vintage {year}',
    'shop.nonVintage': 'Non-vintage',
    'shop.stock.available': 'In stock',
    'shop.stock.few': 'Only {n} left',
    'shop.stock.unavailable': 'Sold out',
    'shop.award': '{name} {year}',
    'shop.empty': 'No product matches your search.',
    'shop.discover': 'Discover {name}',
    'shop.quickAdd': 'Add',
    'shop.quickAddLabel': 'Add {quantity} × {name} to the cart',
    'shop.quickAdding': 'Adding…',
    'shop.quickAddFailed': 'The item could not be added to your cart. Please try again in a moment.',
    'shop.choose': 'Choose',
  },
};

/** A block's messages with the shared shop messages under its own prefix (`product-grid.shop.from`). */
export function withShopMessages(type: string, own: BlockMessages): BlockMessages {
  return {
    fr: { ...prefixed(type, shopMessages.fr), ...own.fr },
    en: { ...prefixed(type, shopMessages.en), ...own.en },
  };
}
