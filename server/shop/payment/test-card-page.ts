import { createHash } from 'node:crypto';
import { escapeHtml, formatCents } from '../../../rules/index.ts';
import type { Locale } from '../../../rules/locale.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

const T = {
  fr: {
    title: 'Paiement sécurisé',
    provider: 'Prestataire de paiement de test',
    order: 'Commande',
    amount: 'Montant à payer',
    card: 'Numéro de carte',
    expiry: 'Date d’expiration (MM/AA)',
    cvc: 'Cryptogramme (3 chiffres)',
    pay: 'Payer',
    cancel: 'Annuler et revenir à la boutique',
    hint: 'Cartes de test : 4242 4242 4242 4242 est acceptée, 4000 0000 0000 0002 est refusée.',
  },
  en: {
    title: 'Secure payment',
    provider: 'Test payment provider',
    order: 'Order',
    amount: 'Amount due',
    card: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (3 digits)',
    pay: 'Pay',
    cancel: 'Cancel and return to the shop',
    hint: 'Test cards: 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 is declined.',
  },
} as const;

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f3f1ec; color: #1f1d1a; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgb(0 0 0 / 8%); }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  .provider { margin: 0 0 1rem; color: #5b5750; font-size: .9rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 0 0 1.25rem; }
  dt { color: #5b5750; } dd { margin: 0; font-weight: 600; text-align: right; }
  label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: .6rem .75rem; border: 1px solid #8a847a; border-radius: 8px; }
  input:focus-visible, button:focus-visible { outline: 3px solid #2f5d8a; outline-offset: 2px; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
  .error { color: #a4161a; margin: .25rem 0 0; font-weight: 600; }
  .hint { color: #5b5750; font-size: .85rem; }
  button { font: inherit; cursor: pointer; border-radius: 8px; padding: .7rem 1rem; width: 100%; }
  .pay { margin-top: 1.25rem; border: 0; background: #2f5d8a; color: #fff; font-weight: 700; }
  .cancel { margin-top: .75rem; border: 1px solid #8a847a; background: #fff; color: #1f1d1a; }
`;

/**
 * The headers of the hosted page and of every answer of its address: a CSP allowing no script at
 * all and only its own stylesheet (by hash), no framing (`frame-ancestors 'none'`, and
 * X-Frame-Options for older browsers), the card form posting only to this origin, never kept by
 * a cache, and no Referer to another site (its address carries the payment link's token; not
 * `no-referrer`, which would make the browser post the form with `Origin: null`, refused as cross-site).
 */
export const TEST_CARD_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': [
    "default-src 'none'",
    `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; '),
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'same-origin',
};

export interface TestCardPageInput {
  lang: Locale;
  reference: string;
  amountCents: number;
  /** The page's own address (the form posts back to it). */
  action: string;
  /** The error of a refused card number, shown next to the field. */
  error?: string;
  cardNumber?: string;
}

/**
 * The hosted page of the test card provider: what a real provider's payment page would show —
 * the order, the amount, a card form — served by the API on the shop's origin, in the visitor's
 * language, without JavaScript.
 */
export function testCardPage({ lang, reference, amountCents, action, error, cardNumber = '' }: TestCardPageInput): string {
  const t = pickText(T, lang);
  const amount = formatCents(amountCents, lang);
  const invalid = error ? ' aria-invalid="true" aria-describedby="card-error"' : '';
  return `<!doctype html>
<html lang="${lang === 'en' ? 'en' : 'fr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} — ${escapeHtml(reference)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
<p class="provider">${escapeHtml(t.provider)}</p>
<dl><dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(reference)}</dd><dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(amount)}</dd></dl>
<form method="post" action="${escapeHtml(action)}">
<label for="card">${escapeHtml(t.card)}</label>
<input id="card" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required maxlength="23" value="${escapeHtml(cardNumber)}"${invalid}>
${error ? `<p class="error" id="card-error" role="alert">${escapeHtml(error)}</p>` : ''}
<div class="row">
<div><label for="expiry">${escapeHtml(t.expiry)}</label><input id="expiry" name="expiry" autocomplete="cc-exp" required pattern="(0[1-9]|1[0-2])/[0-9]{2}" placeholder="12/29"></div>
<div><label for="cvc">${escapeHtml(t.cvc)}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required pattern="[0-9]{3,4}"></div>
</div>
<p class="hint">${escapeHtml(t.hint)}</p>
<button class="pay" type="submit" name="intent" value="pay">${escapeHtml(t.pay)} ${escapeHtml(amount)}</button>
</form>
<form method="post" action="${escapeHtml(action)}"><button class="cancel" type="submit" name="intent" value="cancel">${escapeHtml(t.cancel)}</button></form>
</main>
</body>
</html>`;
}
