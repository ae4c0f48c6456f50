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
 * A Stripe notification and the site whose webhook secret signed it (each configured site's
 * secret is tried: the endpoint's address is the same for all), or null for a forged, altered or
 * stale one.
 */
export function verifyStripeWebhook(
  config: ConfigStore, env: NodeJS.ProcessEnv, rawBody: string, signature: string, now: Date,
): { site: LoadedSite; event: Stripe.Event } | null {
  for (const { site, keys } of sitesOf(config, env, 'stripe')) {
    const event = stripeEvent(rawBody, signature, keys.STRIPE_WEBHOOK_SECRET, now);
    if (event) return { site, event };
  }
  return null;
}

/** A CAWL notification and the site whose webhook key (`X-GCS-KeyId`) signed it, or null. */
export async function verifyCawlWebhook(
  config: ConfigStore, env: NodeJS.ProcessEnv, rawBody: string, headers: Record<string, string>,
): Promise<{ site: LoadedSite; event: CawlEvent } | null> {
  const keyId = headers['x-gcs-keyid'];
  const owner = sitesOf(config, env, 'cawl').find(({ keys }) => keys.CAWL_WEBHOOK_KEY_ID === keyId);
  if (!owner || keyId === undefined) return null;
  const event = await cawlEvent(rawBody, headers, keyId, owner.keys.CAWL_WEBHOOK_SECRET);
  return event ? { site: owner.site, event } : null;
}
