import type { Locale } from '../../../../rules/locale.ts';
import type { TextPair } from '../../../../rules/text/pick-text.ts';

/** The words of the order page and its packing slip, in French and English. */
export const orderMessages: TextPair<Record<
  | 'customer' | 'name' | 'email' | 'phone' | 'guestOrder' | 'memberOrder' | 'delivery' | 'deliveryType' | 'carrier' | 'address'
  | 'relayPoint' | 'pickup' | 'pickupSlot' | 'message' | 'reference' | 'personalisation' | 'file' | 'subtotal' | 'discount'
  | 'shipping' | 'trackingField' | 'trackingHint' | 'trackingLink' | 'noTracking' | 'packingSlip' | 'packingSlipTitle' | 'print'
  | 'backToOrder' | 'noPersonalisation' | 'prepared' | 'product' | 'quantity' | 'total'
  | 'consents' | 'saleTerms' | 'termsAccepted' | 'termsVersion' | 'termsVersionFull' | 'notRecorded' | 'legalAge' | 'legalAgeCertified' | 'legalAgeNotAsked', string>> = {
  fr: {
    customer: 'Client', name: 'Nom', email: 'E-mail', phone: 'Téléphone', guestOrder: 'Commande sans compte (invité)', memberOrder: 'Client avec compte',
    delivery: 'Livraison', deliveryType: 'Mode de livraison', carrier: 'Transporteur', address: 'Adresse de livraison', relayPoint: 'Point relais',
    pickup: 'Retrait', pickupSlot: '{date}, de {opens} à {closes}', message: 'Message du client', reference: 'Réf.',
    personalisation: 'Personnalisation', file: 'Fichier', subtotal: 'Sous-total', discount: 'Remise', shipping: 'Frais de livraison',
    trackingField: 'Numéro de suivi (ou lien du transporteur)', trackingHint: 'Saisissez le numéro donné par le transporteur ; un lien collé (https://…) est gardé tel quel.',
    trackingLink: 'Suivi du colis', noTracking: 'Pas encore de numéro de suivi.', packingSlip: 'Bon de préparation', packingSlipTitle: 'Bon de préparation — commande {reference}',
    print: 'Imprimez cette page (Ctrl+P) : le bon n’affiche pas les prix.', backToOrder: 'Retour à la commande', noPersonalisation: '—', prepared: 'Préparé', product: 'Produit', quantity: 'Quantité', total: 'Total',
    consents: 'Consentements', saleTerms: 'Conditions générales de vente', termsAccepted: 'Acceptées le {when}', termsVersion: 'version {version}',
    termsVersionFull: 'empreinte SHA-256 du texte accepté : {version}', notRecorded: 'Non enregistré (commande antérieure)', legalAge: 'Âge légal',
    legalAgeCertified: 'Certifié le {when}', legalAgeNotAsked: 'Confirmé lors d’une commande précédente ou sans objet (commande sans alcool)',
  },
  en: {
    customer: 'Customer', name: 'Name', email: 'E-mail', phone: 'Phone', guestOrder: 'Order without an account (guest)', memberOrder: 'Customer with an account',
    delivery: 'Delivery', deliveryType: 'Delivery method', carrier: 'Carrier', address: 'Delivery address', relayPoint: 'Relay point',
    pickup: 'Pickup', pickupSlot: '{date}, from {opens} to {closes}', message: 'Customer’s message', reference: 'Ref.',
    personalisation: 'Personalisation', file: 'File', subtotal: 'Subtotal', discount: 'Discount', shipping: 'Shipping',
    trackingField: 'Tracking number (or the carrier’s link)', trackingHint: 'Type the number the carrier gave; a pasted link (https://…) is kept as it is.',
    trackingLink: 'Parcel tracking', noTracking: 'No tracking number yet.', packingSlip: 'Packing slip', packingSlipTitle: 'Packing slip — order {reference}',
    print: 'Print this page (Ctrl+P): the slip shows no prices.', backToOrder: 'Back to the order', noPersonalisation: '—', prepared: 'Packed', product: 'Product', quantity: 'Quantity', total: 'Total',
    consents: 'Consents', saleTerms: 'Terms of sale', termsAccepted: 'Accepted on {when}', termsVersion: 'version {version}',
    termsVersionFull: 'SHA-256 fingerprint of the accepted text: {version}', notRecorded: 'Not recorded (earlier order)', legalAge: 'Legal age',
    legalAgeCertified: 'Certified on {when}', legalAgeNotAsked: 'Confirmed on an earlier order, or not needed (order without alcohol)',
  },
};
