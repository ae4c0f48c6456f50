import { isFrench, type Locale } from '../../../rules/locale.ts';
import { fillPlaceholders } from '../../../rules/text/fill-placeholders.ts';

const MESSAGES = {
  fr: {
    title: 'Commandez en confiance',
    delivery: 'Livraison',
    deliveryDays: 'Livraison à domicile ou en point relais en {min} à {max} jours ouvrés.',
    deliveryDaysOne: 'Livraison à domicile ou en point relais en {days} jours ouvrés.',
    deliveryHome: 'Livraison à domicile ou en point relais.',
    freeFromBoth: 'Offerte dès {price} ou {bottles} bouteilles.',
    freeFromPrice: 'Offerte dès {price}.',
    freeFromBottles: 'Offerte dès {bottles} bouteilles.',
    collect: 'Retrait gratuit au domaine, prêt sous {hours} h.',
    collectAny: 'Retrait gratuit au domaine.',
    nothingToShip: 'Rien à expédier : tout vous arrive par e-mail dès le paiement accepté.',
    returns: 'Retours',
    returnsDays: 'Retours acceptés sous {days} jours après la réception.',
    returnsFree: 'Le retour est à nos frais.',
    returnsCustomer: 'Le renvoi est à votre charge.',
    returnsFee: '{price} de frais de retour.',
    payment: 'Paiement sécurisé',
    paymentBy: 'Paiement sécurisé par {provider}, avec 3-D Secure : vos données de carte ne passent pas par notre site.',
    paymentAny: 'Paiement sécurisé avec 3-D Secure : vos données de carte ne passent pas par notre site.',
    cards: 'Cartes acceptées',
    continue: 'Continuer mes achats',
  },
  en: {
    title: 'Order with confidence',
    delivery: 'Delivery',
    deliveryDays: 'Home or relay point delivery in {min} to {max} working days.',
    deliveryDaysOne: 'Home or relay point delivery in {days} working days.',
    deliveryHome: 'Home or relay point delivery.',
    freeFromBoth: 'Free from {price} or {bottles} bottles.',
    freeFromPrice: 'Free from {price}.',
    freeFromBottles: 'Free from {bottles} bottles.',
    collect: 'Free collection at the estate, ready within {hours} hours.',
    collectAny: 'Free collection at the estate.',
    nothingToShip: 'Nothing to ship: everything reaches you by e-mail as soon as the payment is accepted.',
    returns: 'Returns',
    returnsDays: 'Returns accepted within {days} days of receipt.',
    returnsFree: 'Returns are on us.',
    returnsCustomer: 'Sending items back is at your cost.',
    returnsFee: 'A {price} return fee applies.',
    payment: 'Secure payment',
    paymentBy: 'Secure payment by {provider}, with 3-D Secure: your card details never pass through our site.',
    paymentAny: 'Secure payment with 3-D Secure: your card details never pass through our site.',
    cards: 'Cards accepted',
    continue: 'Continue shopping',
  },
} as const;

export type ReassuranceMessageId = keyof (typeof MESSAGES)['fr'];

/** A reassurance string in the page's language, `{name}` placeholders filled. */
export function reassuranceText(locale: Locale, id: ReassuranceMessageId, values: Record<string, string | number> = {}): string {
  const template: string = MESSAGES[isFrench(locale) ? 'fr' : 'en'][id];
  return fillPlaceholders(template, values);
}
