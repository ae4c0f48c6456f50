import type { BlockMessages } from '../../runtime/index.ts';

/** The words of the payment result page while the payment is confirmed, and without an order (issue #25). */
export const paymentPendingMessages: BlockMessages = {
  fr: {
    'checkout.pending.title': 'Paiement en cours de confirmation',
    'checkout.pending.text': 'Notre prestataire de paiement confirme le paiement de votre commande {reference}. Cette page s’actualise d’elle-même dès qu’il est confirmé : ne payez pas une seconde fois.',
    'checkout.pending.slow': 'La confirmation prend plus de temps que d’habitude. Vous recevrez un e-mail dès que le paiement sera confirmé ; vous pouvez aussi vérifier à nouveau ou suivre votre commande depuis votre compte.',
    'checkout.pending.check': 'Vérifier maintenant',
    'checkout.pending.checking': 'Vérification…',
    'checkout.result.missing.title': 'Aucun paiement à afficher',
    'checkout.result.missing.text': 'Cette page affiche le résultat d’un paiement au retour de la page de paiement, et l’adresse ne désigne aucune commande. Si vous venez de payer, votre commande figure dans votre compte et un e-mail de confirmation vous est envoyé.',
    'checkout.result.expired.title': 'Ce lien de retour a expiré',
    'checkout.result.expired.text': 'Par sécurité, le lien qui ramène de la page de paiement ne vaut que 30 minutes et ne montre jamais votre commande à qui le trouve. Connectez-vous pour voir votre commande, ou ouvrez le lien de l’e-mail de confirmation si vous avez payé. Sinon, votre panier vous attend : vous pouvez y reprendre le paiement.',
    'checkout.result.signIn': 'Se connecter',
    'checkout.result.orders': 'Voir mes commandes',
    'checkout.result.cart': 'Retour au panier',
  },
  en: {
    'checkout.pending.title': 'Your payment is being confirmed',
    'checkout.pending.text': 'Our payment provider is confirming the payment of your order {reference}. This page updates by itself as soon as it is confirmed: please do not pay a second time.',
    'checkout.pending.slow': 'The confirmation is taking longer than usual. You will get an e-mail as soon as the payment is confirmed; you can also check again, or follow your order from your account.',
    'checkout.pending.check': 'Check now',
    'checkout.pending.checking': 'Checking…',
    'checkout.result.missing.title': 'No payment to show',
    'checkout.result.missing.text': 'This page shows the result of a payment when you come back from the payment page, and this address names no order. If you have just paid, your order is in your account and a confirmation e-mail is on its way.',
    'checkout.result.expired.title': 'This return link has expired',
    'checkout.result.expired.text': 'For your security, the link back from the payment page is valid for 30 minutes only and never shows your order to whoever finds it. Sign in to see your order, or open the link in the confirmation e-mail if you paid. Otherwise your cart is waiting for you: you can resume the payment from it.',
    'checkout.result.signIn': 'Sign in',
    'checkout.result.orders': 'See my orders',
    'checkout.result.cart': 'Back to the cart',
  },
};
