import type { Locale } from '../../../../rules/locale.ts';
import type { TextPair } from '../../../../rules/text/pick-text.ts';

/** The words of the order page's returns, in French and English. */
export const returnMessages: TextPair<Record<
  | 'title' | 'none' | 'returnOf' | 'askedOn' | 'reason' | 'products' | 'markReceived' | 'moved' | 'waitsReceipt'
  | 'instructions' | 'instructionsHint' | 'labelFile' | 'labelHint' | 'sendLabel' | 'label' | 'refusal' | 'refusalHint' | 'refuse' | 'refusedBecause'
  | 'openReturns' | 'onlyOpenReturns', string>> = {
  fr: {
    title: 'Retours', none: 'Aucun retour demandé.', returnOf: 'Retour n° {id}', askedOn: 'Demandé le', reason: 'Motif', products: 'Produits',
    markReceived: 'Marquer comme reçu', moved: 'Le retour a été mis à jour.',
    waitsReceipt: 'Remboursable une fois le retour reçu',
    instructions: 'Instructions au client', instructionsHint: 'Comment emballer et où déposer le colis ; envoyées par e-mail avec l’étiquette.',
    labelFile: 'Étiquette (PDF ou PNG, 2 Mo au plus)', labelHint: 'Joignez l’étiquette, écrivez les instructions, ou les deux.',
    sendLabel: 'Envoyer l’étiquette au client', label: 'Étiquette envoyée', refusal: 'Motif du refus', refusalHint: 'Le client le lira dans l’e-mail et sur son compte.',
    refuse: 'Refuser le retour', refusedBecause: 'Refusé :', openReturns: 'Retour en cours', onlyOpenReturns: 'Seulement les retours en cours',
  },
  en: {
    title: 'Returns', none: 'No return asked.', returnOf: 'Return no. {id}', askedOn: 'Asked on', reason: 'Reason', products: 'Products',
    markReceived: 'Mark as received', moved: 'The return is updated.',
    waitsReceipt: 'Refundable once the return is received',
    instructions: 'Instructions to the customer', instructionsHint: 'How to pack the parcel and where to drop it; mailed with the label.',
    labelFile: 'Label (PDF or PNG, at most 2 MB)', labelHint: 'Attach the label, write the instructions, or both.',
    sendLabel: 'Send the label to the customer', label: 'Label sent', refusal: 'Reason for refusing', refusalHint: 'The customer reads it in the e-mail and in their account.',
    refuse: 'Refuse the return', refusedBecause: 'Refused:', openReturns: 'Open return', onlyOpenReturns: 'Open returns only',
  },
};
