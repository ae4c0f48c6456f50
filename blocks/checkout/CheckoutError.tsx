import { useIntl } from '../../runtime/index.ts';
import type { CheckoutEvent } from '../../runtime/index.ts';

/** The checkout's last failure (an API message, in the page's language) with a way to close it. */
export function CheckoutError({ error, send }: { error: string | null; send: (event: CheckoutEvent) => void }) {
  const intl = useIntl();
  if (!error) return null;
  return (
    <div className="checkout-alert" role="alert">
      <p>{error}</p>
      <button type="button" className="checkout-link-button" onClick={() => send({ type: 'DISMISS' })}>{intl.formatMessage({ id: 'checkout.dismiss' })}</button>
    </div>
  );
}
