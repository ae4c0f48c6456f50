import { isFrench, type Locale } from '../../rules/locale.ts';
import { fillPlaceholders } from '../../rules/text/fill-placeholders.ts';

const MESSAGES = {
  fr: {
    button: 'Panier',
    buttonCount: 'Panier, {items}',
    title: 'Votre panier',
    close: 'Fermer le panier',
    empty: 'Votre panier est vide.',
    loading: 'Chargement du panier…',
    pending: 'Mise à jour…',
    quantity: 'Quantité',
    remove: 'Retirer',
    removeLine: 'Retirer {name} du panier',
    subtotal: 'Sous-total',
    discounts: 'Remises',
    total: 'Total des produits',
    freeShippingReached: 'La livraison vous est offerte.',
    freeShippingLeft: 'Plus que {amount} ou {bottles} pour la livraison offerte.',
    freeShippingLeftAmount: 'Plus que {amount} pour la livraison offerte.',
    freeShippingLeftBottles: 'Plus que {bottles} pour la livraison offerte.',
    freeShippingProgress: 'Progression vers la livraison offerte',
    checkout: 'Commander',
    collectBelowMin: 'Livraison à partir de {min} bouteilles ; retrait au domaine possible dès 1 bouteille.',
    viewCart: 'Voir le panier',
    continue: 'Continuer mes achats',
    unreachable: 'La boutique ne répond pas. Votre panier n’a pas changé ; réessayez dans un instant.',
    retry: 'Réessayer',
    dismiss: 'Fermer le message',
    added: 'Ajouté au panier.',
    customization: 'Personnalisation',
    answer: '{label} : {value}',
  },
  en: {
    button: 'Cart',
    buttonCount: 'Cart, {items}',
    title: 'Your cart',
    close: 'Close the cart',
    empty: 'Your cart is empty.',
    loading: 'Loading the cart…',
    pending: 'Updating…',
    quantity: 'Quantity',
    remove: 'Remove',
    removeLine: 'Remove {name} from the cart',
    subtotal: 'Subtotal',
    discounts: 'Discounts',
    total: 'Products total',
    freeShippingReached: 'Shipping is free for this order.',
    freeShippingLeft: '{amount} or {bottles} for free shipping.',
    freeShippingLeftAmount: '{amount} more for free shipping.',
    freeShippingLeftBottles: '{bottles} for free shipping.',
    freeShippingProgress: 'Progress towards free shipping',
    checkout: 'Checkout',
    collectBelowMin: 'Delivery from {min} bottles; collection at the estate from 1 bottle.',
    viewCart: 'View cart',
    continue: 'Continue shopping',
    unreachable: 'The shop is not answering. Your cart has not changed; please try again in a moment.',
    retry: 'Try again',
    dismiss: 'Dismiss the message',
    added: 'Added to the cart.',
    customization: 'Customization',
    answer: '{label}: {value}',
  },
} as const;

export type CartMessageId = keyof (typeof MESSAGES)['fr'];

/** Counted nouns, one string per plural category of the language (Intl.PluralRules: 0 and 1 are one in French). */
const COUNTED = {
  fr: {
    bottles: { one: '{n} bouteille', other: '{n} bouteilles' },
    items: { one: '{n} article', other: '{n} articles' },
  },
  en: {
    bottles: { one: '{n} more bottle', other: '{n} more bottles' },
    items: { one: '{n} item', other: '{n} items' },
  },
} as const;

/** One plural rule per language, made once: `new Intl.PluralRules` costs more than the whole cart button's render. */
const PLURALS = { fr: new Intl.PluralRules('fr'), en: new Intl.PluralRules('en') } as const;

/** "1 bouteille", "11 bouteilles", "1 more bottle": a number with its noun agreed in the page's language. */
export function cartCount(locale: Locale, noun: keyof (typeof COUNTED)['fr'], n: number): string {
  const language = isFrench(locale) ? 'fr' : 'en';
  const category = PLURALS[language].select(n) === 'one' ? 'one' : 'other';
  return fillPlaceholders(COUNTED[language][noun][category], { n });
}

/** A cart UI string in the page's language, `{name}` placeholders filled. */
export function cartText(locale: Locale, id: CartMessageId, values: Record<string, string | number> = {}): string {
  const template: string = MESSAGES[isFrench(locale) ? 'fr' : 'en'][id];
  return fillPlaceholders(template, values);
}
