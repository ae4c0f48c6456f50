import type { Locale } from '../../../../rules/locale.ts';
import type { TextPair } from '../../../../rules/text/pick-text.ts';

/** The words of the order page's refunds, in French and English. */
export const refundMessages: TextPair<Record<
  | 'title' | 'paid' | 'left' | 'notPaid' | 'nothing' | 'made' | 'none' | 'reason_CANCELLED' | 'reason_RETURN' | 'reason_OUT_OF_STOCK' | 'reason_DUPLICATE' | 'cancelled' | 'returnOf'
  | 'amount' | 'amountHint' | 'confirm' | 'refundButton' | 'refunded' | 'done' | 'notConfirmed' | 'badAmount', string>> = {
  fr: {
    title: 'Remboursements', paid: 'Payé par carte', left: 'Reste remboursable', notPaid: 'Cette commande n’a pas été payée par carte : rien à rembourser.',
    nothing: 'Rien à rembourser pour l’instant : une commande payée se rembourse une fois annulée, ou retour par retour.',
    made: 'Remboursements effectués', none: 'Aucun remboursement.', reason_CANCELLED: 'Commande annulée', reason_RETURN: 'Retour',
    reason_OUT_OF_STOCK: 'Payée après épuisement du stock (remboursement automatique)', reason_DUPLICATE: 'Paiement en double (remboursement automatique)',
    cancelled: 'La commande est annulée : rembourser au client ce qui reste de son paiement.', returnOf: 'Retour n° {id} ({status}), produits d’une valeur de {amount}',
    amount: 'Montant à rembourser (€)', amountHint: 'Au plus {max} ; moins pour un remboursement partiel.',
    confirm: 'Je confirme rembourser ce montant sur la carte du client (irréversible).', refundButton: 'Rembourser',
    refunded: 'Remboursé', done: 'Le remboursement a été fait ; le client a été prévenu par e-mail.',
    notConfirmed: 'Cochez la case de confirmation pour rembourser.', badAmount: 'Indiquez un montant en euros, par exemple 12,50.',
  },
  en: {
    title: 'Refunds', paid: 'Paid by card', left: 'Left to refund', notPaid: 'This order was not paid by card: nothing to refund.',
    nothing: 'Nothing to refund yet: a paid order is refunded once cancelled, or return by return.',
    made: 'Refunds made', none: 'No refund.', reason_CANCELLED: 'Cancelled order', reason_RETURN: 'Return',
    reason_OUT_OF_STOCK: 'Paid after the stock ran out (refunded automatically)', reason_DUPLICATE: 'Duplicate payment (refunded automatically)',
    cancelled: 'The order is cancelled: refund the customer what is left of their payment.', returnOf: 'Return no. {id} ({status}), products worth {amount}',
    amount: 'Amount to refund (€)', amountHint: 'At most {max}; less for a partial refund.',
    confirm: 'I confirm refunding this amount to the customer’s card (it cannot be undone).', refundButton: 'Refund',
    refunded: 'Refunded', done: 'The refund is made; the customer was told by e-mail.',
    notConfirmed: 'Tick the confirmation box to refund.', badAmount: 'Enter an amount in euros, for example 12.50.',
  },
};
