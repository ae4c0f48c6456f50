import type { LoadedSite } from '../../config/loaded-site.ts';
import { parameterValue } from '../shop-site.ts';
import { cawlAdapter } from './cawl-adapter.ts';
import type { PaymentAdapter } from './payment-adapter.ts';
import { PROVIDER_KEYS, providerCredentials, sitePrefix } from './payment-credentials.ts';
import { stripeAdapter } from './stripe-adapter.ts';
import { testCardAdapter } from './test-card-adapter.ts';
import type { Locale } from '../../../rules/locale.ts';
import { fillPlaceholders } from '../../../rules/text/fill-placeholders.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

/**
 * A site's payment adapter, or why it has none: `missing` names the keys to set (the site's own
 * variables), `unknown` a PAYMENT_METHOD no adapter serves. `standIn`: the test card serves `cawl`
 * because the site has none of CAWL's keys (the demo sites, the tests; never with `PAYMENT_TEST_CARD=off`).
 */
export type AdapterChoice =
  | { method: string; adapter: PaymentAdapter; standIn: boolean }
  | { method: string; adapter: null; missing: string[] }
  | { method: string; adapter: null; unknown: true };

/** The PAYMENT_METHOD of a site (§9 default `cawl`). */
export function paymentMethodOf(site: LoadedSite): string {
  return String(parameterValue(site, 'PAYMENT_METHOD') ?? 'cawl');
}

/** The adapter of a site's PAYMENT_METHOD with its credentials from `env` (decision 0037). */
export function paymentAdapterFor(site: LoadedSite, env: NodeJS.ProcessEnv): AdapterChoice {
  const method = paymentMethodOf(site);
  if (method === 'test-card') return { method, adapter: testCardAdapter, standIn: false };
  if (method !== 'stripe' && method !== 'cawl') return { method, adapter: null, unknown: true };
  const found = providerCredentials(env, site, method);
  const prefixed = (names: string[]) => names.map((name) => `${sitePrefix(site)}${name}`);
  if (found.keys === null) {
    const none = found.missing.length === PROVIDER_KEYS[method].length;
    if (method === 'cawl' && none && env.PAYMENT_TEST_CARD?.trim() !== 'off') return { method, adapter: testCardAdapter, standIn: true };
    return { method, adapter: null, missing: prefixed(found.missing) };
  }
  return method === 'stripe'
    ? { method, adapter: stripeAdapter(found.keys, env.STRIPE_API_URL), standIn: false }
    : { method, adapter: cawlAdapter(found.keys, env.CAWL_API_URL), standIn: false };
}

/** The adapter that started a payment (its `payments.provider`), for the return and refunds. */
export function adapterOfProvider(site: LoadedSite, env: NodeJS.ProcessEnv, provider: string): PaymentAdapter | null {
  const choice = paymentAdapterFor(site, env);
  return choice.adapter?.provider === provider ? choice.adapter : null;
}

const WORDING = {
  missing: {
    en: 'Site {site}: PAYMENT_METHOD {method} cannot take payments, these keys are missing: {keys} (docs/payments.md)',
    fr: 'Site {site} : le moyen de paiement {method} ne peut pas encaisser, il manque ces clés : {keys} (docs/payments.md)',
  },
  unknown: {
    en: 'Site {site}: no payment provider is installed for PAYMENT_METHOD {method} (cawl, stripe or test-card)',
    fr: 'Site {site} : aucun prestataire de paiement n’est installé pour PAYMENT_METHOD {method} (cawl, stripe ou test-card)',
  },
  standIn: {
    en: 'Site {site}: PAYMENT_METHOD cawl has no CAWL keys, the TEST CARD provider stands in: no real money is taken (PAYMENT_TEST_CARD=off forbids it)',
    fr: 'Site {site} : PAYMENT_METHOD cawl n’a aucune clé CAWL, le prestataire de CARTE DE TEST le remplace : aucun argent réel n’est encaissé (PAYMENT_TEST_CARD=off l’interdit)',
  },
} as const;

/** What is wrong with a site's payment setup, in a language, or null when it takes real or test payments as configured. */
export function paymentSetupProblem(site: LoadedSite, choice: AdapterChoice, lang: Locale): string | null {
  const fill = (text: string, keys = '') => fillPlaceholders(text, { site: site.name, method: choice.method, keys });
  if ('missing' in choice) return fill(pickText(WORDING.missing, lang), choice.missing.join(', '));
  if ('unknown' in choice) return fill(pickText(WORDING.unknown, lang));
  return choice.standIn ? fill(pickText(WORDING.standIn, lang)) : null;
}
