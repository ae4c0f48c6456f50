import type { Locale } from '../../../rules/locale.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

const TEXTS = {
  en: {
    message: 'You can return products within {n} days of delivery, except customized products.',
    returnAskDescription: 'Choose the products and quantities to send back; we confirm your request by e-mail.',
    labelSentDescription: 'We send you a prepaid return label: pack the bottles in their original box and stick the label on it.',
    productReceivedDescription: 'Once we receive and check the products, we refund you within 14 days on your payment card.',
  },
  fr: {
    message: 'Vous pouvez retourner des produits dans les {n} jours suivant la livraison, sauf les produits personnalisés.',
    returnAskDescription: 'Choisissez les produits et quantités à renvoyer ; nous confirmons votre demande par e-mail.',
    labelSentDescription: 'Nous vous envoyons une étiquette de retour prépayée : emballez les bouteilles dans leur carton d’origine et collez-la dessus.',
    productReceivedDescription: 'Dès réception et vérification des produits, nous vous remboursons sous 14 jours sur votre carte de paiement.',
  },
} as const;

/** §3 order-back info: whether returns are open (the site's RETURN_DAYS, 0 = none) and the texts of each step. */
export function orderBackInfo(lang: Locale, windowDays: number) {
  const texts = pickText(TEXTS, lang);
  const message = formatMessage({ fr: TEXTS.fr.message, en: TEXTS.en.message }, lang, { n: String(windowDays) });
  return { isActive: windowDays > 0, returnWindowDays: windowDays, ...texts, message };
}
