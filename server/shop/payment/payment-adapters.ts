import type { PaymentAdapter } from './payment-adapter.ts';
import { testCardAdapter } from './test-card-adapter.ts';

/**
 * The payment adapters by PAYMENT_METHOD (§9 default `cawl`). In this build `cawl` is served by the
 * test card provider, its stand-in; a real provider replaces it here (docs/payments.md).
 */
const ADAPTERS: Readonly<Record<string, PaymentAdapter>> = {
  cawl: testCardAdapter,
  'test-card': testCardAdapter,
};

/** The adapter of a PAYMENT_METHOD value, or undefined when none is installed. */
export function paymentAdapterOf(method: string): PaymentAdapter | undefined {
  return Object.hasOwn(ADAPTERS, method) ? ADAPTERS[method] : undefined;
}
