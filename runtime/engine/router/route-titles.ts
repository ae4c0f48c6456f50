import type { Locale } from '../../../rules/locale.ts';
import type { TextPair } from '../../../rules/text/pick-text.ts';

/** Default titles of the fixed routes, used when no component config gives one. */
const titles: Record<string, TextPair> = {
  home: { fr: 'Accueil', en: 'Home' },
  account: { fr: 'Mon compte', en: 'My account' },
  'account-orders': { fr: 'Mes commandes', en: 'My orders' },
  'account-profil': { fr: 'Mon profil', en: 'My profile' },
  'account-orders-id': { fr: 'Détail de la commande', en: 'Order details' },
  'account-orders-id-return': { fr: 'Retourner des produits', en: 'Return products' },
  'account-orders-id-return-idReturn': { fr: 'Détail du retour', en: 'Return details' },
  auth: { fr: 'Connexion', en: 'Log in' },
  cart: { fr: 'Panier', en: 'Cart' },
  'cart-address': { fr: 'Adresse', en: 'Address' },
  'cart-shipping': { fr: 'Livraison', en: 'Shipping' },
  'cart-payment': { fr: 'Paiement', en: 'Payment' },
  'cart-success-id': { fr: 'Votre commande', en: 'Your order' },
  'order-success': { fr: 'Paiement accepté', en: 'Payment accepted' },
  'order-cancel': { fr: 'Paiement annulé', en: 'Payment cancelled' },
  'order-error': { fr: 'Échec du paiement', en: 'Payment failed' },
  'order-cawl-result': { fr: 'Résultat du paiement', en: 'Payment result' },
  'order-cawl-result-id': { fr: 'Résultat du paiement', en: 'Payment result' },
  'password-reset-ask': { fr: 'Mot de passe oublié', en: 'Forgotten password' },
  'password-reset-token': { fr: 'Nouveau mot de passe', en: 'New password' },
  'cookie-policy': { fr: 'Politique de cookies', en: 'Cookie policy' },
  'legal-notice': { fr: 'Mentions légales', en: 'Legal notice' },
  'privacy-policy': { fr: 'Politique de confidentialité', en: 'Privacy policy' },
  'sale-terms': { fr: 'Conditions générales de vente', en: 'Terms of sale' },
  'use-terms': { fr: 'Conditions générales d’utilisation', en: 'Terms of use' },
  'demander-un-devis': { fr: 'Demander un devis', en: 'Request a quote' },
  'products-search': { fr: 'Recherche de produits', en: 'Product search' },
  'products-slug-id': { fr: 'Produit', en: 'Product' },
  'products-slug-id-idDeclination-customize': { fr: 'Personnaliser le produit', en: 'Customise the product' },
  'autocar-slug-id': { fr: 'Autocar', en: 'Coach' },
  'minibus-slug-id': { fr: 'Minibus', en: 'Minibus' },
  'atelier-slug-id': { fr: 'Atelier', en: 'Workshop' },
  'blog-slug-id': { fr: 'Article du blog', en: 'Blog article' },
  'news-slug-id': { fr: 'Actualité', en: 'News' },
  'service-slug-id': { fr: 'Prestation', en: 'Service' },
  'album-slug-id': { fr: 'Album', en: 'Album' },
  'wines-slug-id': { fr: 'Vin', en: 'Wine' },
  'wines-slug-id-detail-idDeclination': { fr: 'Détail du vin', en: 'Wine details' },
  'wines-slug-id-year': { fr: 'Millésime', en: 'Vintage' },
};

export function routeTitle(name: string, locale: Locale): string {
  const entry = titles[name];
  if (!entry) return name;
  return locale === 'en' ? entry.en : entry.fr;
}
