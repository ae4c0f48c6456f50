import { escapeHtml } from '../../rules/index.ts';
import type { Locale } from '../../rules/locale.ts';
import { formatMessage } from '../i18n/format-message.ts';

const M = {
  title: { fr: 'Demandes d’avis', en: 'Review requests' },
  ask: {
    fr: 'Vous ne recevrez plus de demande d’avis de {site} à l’adresse {email}. Vos autres messages (commandes, livraisons) continueront de vous parvenir.',
    en: 'You will receive no more review requests from {site} at {email}. Your other messages (orders, deliveries) will still reach you.',
  },
  confirm: { fr: 'Confirmer', en: 'Confirm' },
  done: { fr: 'C’est fait : {site} ne vous demandera plus d’avis à l’adresse {email}.', en: 'Done: {site} will ask {email} for no more reviews.' },
  invalid: { fr: 'Ce lien n’est pas valide : ouvrez celui du message reçu, en entier.', en: 'This link is not valid: open the one in the message you received, whole.' },
} as const;

/** The page of a review request's unsubscribe link: `ask` (a button that posts it), `done`, or `invalid`, in the mail's language. */
export function reviewUnsubscribePage(state: 'ask' | 'done' | 'invalid', lang: Locale, values: { site: string; email: string }): string {
  const say = (key: keyof typeof M) => escapeHtml(formatMessage(M[key], lang, values));
  const body =
    state === 'ask'
      ? `<p>${say('ask')}</p><form method="post"><button type="submit">${say('confirm')}</button></form>`
      : `<p role="status">${say(state)}</p>`;
  return `<!doctype html><html lang="${lang === 'en' ? 'en' : 'fr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${say('title')}</title></head><body><main><h1>${say('title')}</h1>${body}</main></body></html>`;
}

/** The page's headers: no script, no style, posting only to itself, never cached, no Referer (its address carries the link's signature). */
export const REVIEW_UNSUBSCRIBE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};
