import type { Lang } from '../../../rules/locale.ts';
/** Texts of the cookie consent banner, in French and English (same keys). */
export const consentMessages = {
  fr: {
    'consent.title': 'Cookies et vie privée',
    'consent.text':
      'Avec votre accord, nous utilisons des cookies de mesure d’audience pour comprendre l’usage du site et l’améliorer. Votre choix est conservé 13 mois et vous pouvez le modifier à tout moment depuis le bas de page.',
    'consent.accept': 'Tout accepter',
    'consent.deny': 'Tout refuser',
    'consent.close': 'Fermer sans accepter',
    'consent.policy': 'Politique de cookies',
  },
  en: {
    'consent.title': 'Cookies and privacy',
    'consent.text':
      'With your consent, we use audience measurement cookies to understand how the site is used and improve it. Your choice is kept for 13 months and you can change it at any time from the page footer.',
    'consent.accept': 'Accept all',
    'consent.deny': 'Deny all',
    'consent.close': 'Close without accepting',
    'consent.policy': 'Cookie policy',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type ConsentMessageKey = keyof (typeof consentMessages)['fr'];
