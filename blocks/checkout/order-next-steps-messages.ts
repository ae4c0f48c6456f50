import type { BlockMessages } from '../../runtime/index.ts';

/** The words of the result pages' next steps (order-next-steps.ts). */
export const orderNextStepsMessages: BlockMessages = {
  fr: {
    'checkout.next.title': 'Et maintenant ?',
    'checkout.next.mailSent': 'Un e-mail de confirmation a été envoyé à {email}.',
    'checkout.next.mailOnConfirm': 'Dès que le paiement est confirmé, un e-mail de confirmation part à {email}.',
    'checkout.next.kept': 'Votre commande {reference} est gardée : vous pouvez la payer à nouveau, rien n’a été débité.',
    'checkout.next.byMail': 'Rien à expédier : tout vous arrive par e-mail dès le paiement accepté.',
    'checkout.next.collect': 'Nous préparons votre commande ; un e-mail vous prévient quand elle est prête. Retrait : {where}.',
    'checkout.next.relay': 'Nous préparons votre colis ; {carrier} le livre au point relais {where}. Le lien de suivi vous arrive par e-mail à son départ.',
    'checkout.next.deliver': 'Nous préparons votre colis ; {carrier} le livre au {where}. Le lien de suivi vous arrive par e-mail à son départ.',
    'checkout.next.deliverNoCarrier': 'Nous préparons votre colis, livré au {where}. Le lien de suivi vous arrive par e-mail à son départ.',
    'checkout.next.account': 'Suivez la commande {reference} dans votre compte.',
    'checkout.next.accountLink': 'Voir ma commande',
    'checkout.next.createAccount': 'Créez un compte avec {email} pour suivre vos prochaines commandes.',
    'checkout.next.createAccountLink': 'Créer mon compte',
  },
  en: {
    'checkout.next.title': 'What happens now',
    'checkout.next.mailSent': 'A confirmation e-mail has been sent to {email}.',
    'checkout.next.mailOnConfirm': 'As soon as the payment is confirmed, a confirmation e-mail goes to {email}.',
    'checkout.next.kept': 'Your order {reference} is kept: you can pay it again, nothing was charged.',
    'checkout.next.byMail': 'Nothing to ship: everything reaches you by e-mail as soon as the payment is accepted.',
    'checkout.next.collect': 'We are preparing your order; an e-mail tells you when it is ready. Collection: {where}.',
    'checkout.next.relay': 'We are preparing your parcel; {carrier} delivers it to the relay point {where}. The tracking link reaches you by e-mail when it leaves.',
    'checkout.next.deliver': 'We are preparing your parcel; {carrier} delivers it to {where}. The tracking link reaches you by e-mail when it leaves.',
    'checkout.next.deliverNoCarrier': 'We are preparing your parcel, delivered to {where}. The tracking link reaches you by e-mail when it leaves.',
    'checkout.next.account': 'Follow order {reference} in your account.',
    'checkout.next.accountLink': 'See my order',
    'checkout.next.createAccount': 'Create an account with {email} to follow your next orders.',
    'checkout.next.createAccountLink': 'Create my account',
  },
};
