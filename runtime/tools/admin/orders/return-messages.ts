import type { Locale } from '../../../../rules/locale.ts';

/** The words of the order page's returns, in French and English. */
export const returnMessages: Record<Locale, Record<
  | 'title' | 'none' | 'returnOf' | 'askedOn' | 'reason' | 'products' | 'markReceived' | 'moved' | 'waitsReceipt', string>> = {
  fr_FR: {
    title: 'Retours', none: 'Aucun retour demandé.', returnOf: 'Retour n° {id}', askedOn: 'Demandé le', reason: 'Motif', products: 'Produits',
    markReceived: 'Marquer comme reçu', moved: 'Le retour a été mis à jour.',
    waitsReceipt: 'Remboursable une fois le retour reçu',
  },
  en: {
    title: 'Returns', none: 'No return asked.', returnOf: 'Return no. {id}', askedOn: 'Asked on', reason: 'Reason', products: 'Products',
    markReceived: 'Mark as received', moved: 'The return is updated.',
    waitsReceipt: 'Refundable once the return is received',
  },
};
