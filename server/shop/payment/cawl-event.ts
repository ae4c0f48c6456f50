import onlinePayments, { type Domain } from 'onlinepayments-sdk-nodejs';

/** A verified CAWL notification: its id, type and payment. */
export interface CawlEvent {
  id: string;
  type: string;
  payment: Domain.PaymentResponse | null;
}

/**
 * A CAWL notification checked with the SDK's webhooks helper: `X-GCS-Signature` must be the
 * HMAC-SHA256 (base64) of the raw body keyed by the secret of `X-GCS-KeyId`, and the event of API
 * version v1. Null when the key id is not this secret's, or the signature does not hold.
 */
export async function cawlEvent(rawBody: string, headers: Record<string, string>, keyId: string, secret: string): Promise<CawlEvent | null> {
  const helper = onlinePayments.webhooks.init({
    getSecretKey: async (asked) => {
      if (asked !== keyId) throw new Error(`unknown webhook key id ${asked}`);
      return secret;
    },
  });
  try {
    const event = await helper.unmarshal(rawBody, headers);
    if (!event.id || !event.type) return null;
    return { id: event.id, type: event.type, payment: event.payment ?? null };
  } catch {
    return null;
  }
}
