import type { ConfigStore } from '../../config/config-store.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { cawlEvent, type CawlEvent } from './cawl-event.ts';
import { providerCredentials } from './payment-credentials.ts';
import { paymentMethodOf } from './payment-adapters.ts';
import { stripeEvent } from './stripe-adapter.ts';
import type Stripe from 'stripe';

/** The shops whose PAYMENT_METHOD is this provider, with their keys (two sites may have two merchant accounts). */
function sitesOf<P extends 'stripe' | 'cawl'>(config: ConfigStore, env: NodeJS.ProcessEnv, provider: P) {
  return config.sites().flatMap((site) => {
    if (paymentMethodOf(site) !== provider) return [];
    const found = providerCredentials(env, site, provider);
    return found.keys ? [{ site, keys: found.keys }] : [];
  });
}

/**
 * A Stripe notification and the sites whose webhook secret signed it (each configured site's
 * secret is tried: the endpoint's address is the same for all, and sites sharing one account
 * share the secret; the order then names the site), or null for a forged, altered or stale one.
 */
export function verifyStripeWebhook(
  config: ConfigStore, env: NodeJS.ProcessEnv, rawBody: string, signature: string, now: Date,
): { sites: LoadedSite[]; event: Stripe.Event } | null {
  let event: Stripe.Event | null = null;
  const sites: LoadedSite[] = [];
  for (const { site, keys } of sitesOf(config, env, 'stripe')) {
    const verified = stripeEvent(rawBody, signature, keys.STRIPE_WEBHOOK_SECRET, now);
    if (verified) {
      event = verified;
      sites.push(site);
    }
  }
  return event ? { sites, event } : null;
}

/** A CAWL notification and the sites whose webhook key (`X-GCS-KeyId`) signed it, or null. */
export async function verifyCawlWebhook(
  config: ConfigStore, env: NodeJS.ProcessEnv, rawBody: string, headers: Record<string, string>,
): Promise<{ sites: LoadedSite[]; event: CawlEvent } | null> {
  const keyId = headers['x-gcs-keyid'];
  if (keyId === undefined) return null;
  let event: CawlEvent | null = null;
  const sites: LoadedSite[] = [];
  for (const { site, keys } of sitesOf(config, env, 'cawl')) {
    if (keys.CAWL_WEBHOOK_KEY_ID !== keyId) continue;
    const verified = await cawlEvent(rawBody, headers, keyId, keys.CAWL_WEBHOOK_SECRET);
    if (verified) {
      event = verified;
      sites.push(site);
    }
  }
  return event ? { sites, event } : null;
}
