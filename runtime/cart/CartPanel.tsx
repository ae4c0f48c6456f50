import type { Locale } from '../../rules/locale.ts';
import { parameterNumber, type ParameterList } from '../ui/theme/parameter-value.ts';
import type { Cart } from './cart-types.ts';
import { cartText } from './cart-messages.ts';
import type { CartLiveState } from './cart-channel.ts';
import type { CartEvent } from '../engine/api/cart-requests.ts';
import { CartLines } from './CartLines.tsx';
import { CartSummary } from './CartSummary.tsx';
import { useCart } from './use-cart.ts';
import { initialDeliveryType } from '../../rules/shop/checkout/delivery-type.ts';
import type { DayRange } from './reassurance/delivery-day-range.ts';
import { Reassurance } from './reassurance/Reassurance.tsx';

export interface CartPanelProps {
  /** The running cart, or null before it runs (then `fallback` is shown read-only). */
  live: CartLiveState | null;
  fallback?: Cart | null;
  locale: Locale;
  parameters: ParameterList;
  /** Sends the lines' and the failure's events to the cart; null while it does not run (read-only). */
  send: ((event: CartEvent) => void) | null;
  /** The delivery, returns and payment promises under the totals (`compact` in the drawer), with the carriers' delivery days when known. */
  reassurance?: { compact?: boolean; deliveryDays: DayRange | null };
}

/**
 * A cart's contents, shared by the drawer and the `/cart` page: the failure message (with retry),
 * the lines with their pending changes, the totals and checkout. The status region announces
 * loading and updates.
 */
export function CartPanel({ live, fallback = null, locale, parameters, send, reassurance }: CartPanelProps) {
  const cart = live ? live.cart : fallback;
  const pending = live?.pending ?? [];
  const loading = live !== null && (live.status === 'loading' || live.status === 'creating' || live.status === 'starting') && !cart;
  const busy = pending.length > 0;
  return (
    <div className="cart-panel" aria-busy={busy || loading}>
      <p className="cart-panel__status visually-hidden" role="status">
        {loading ? cartText(locale, 'loading') : busy ? cartText(locale, 'pending') : ''}
      </p>
      {live?.error ? (
        <div className="cart-panel__error" role="alert">
          <p>{live.error}</p>
          {send ? (
            <p className="cart-panel__error-actions">
              {live.status === 'failed' ? <button type="button" onClick={() => send({ type: 'retry' })}>{cartText(locale, 'retry')}</button> : null}
              <button type="button" onClick={() => send({ type: 'dismiss' })}>{cartText(locale, 'dismiss')}</button>
            </p>
          ) : null}
        </div>
      ) : null}
      {loading ? <p className="cart-panel__loading">{cartText(locale, 'loading')}</p> : null}
      {cart && cart.products.length > 0 ? (
        <>
          <CartLines lines={cart.products} pending={pending} locale={locale} send={send} maxBottles={parameterNumber(parameters, 'MAX_BOTTLES_PER_SHIPMENT', 0)} />
          <CartSummary cart={cart} locale={locale} parameters={parameters} />
          {reassurance ? (
            <Reassurance
              locale={locale} parameters={parameters} compact={reassurance.compact} deliveryDays={reassurance.deliveryDays}
              canCollect={cart.canCollect === true} nothingToShip={initialDeliveryType(cart.products) === 'no_delivery'}
            />
          ) : null}
        </>
      ) : !loading ? (
        <p className="cart-panel__empty">{cartText(locale, 'empty')}</p>
      ) : null}
      {pending.some((change) => change.type === 'add') ? <p className="cart-panel__adding">{cartText(locale, 'pending')}</p> : null}
    </div>
  );
}

export interface LiveCartPanelProps {
  /** The cart read on the server (from the `cart-id` cookie), shown until the cart actor runs. */
  fallback: Cart | null;
  locale: Locale;
  parameters: ParameterList;
  reassurance?: CartPanelProps['reassurance'];
}

/** The panel of the running cart (the `/cart` page): the server's cart first, then the live one with its events. */
export function LiveCartPanel({ fallback, locale, parameters, reassurance }: LiveCartPanelProps) {
  const { state: live, send } = useCart();
  return <CartPanel live={live} fallback={fallback} locale={locale} parameters={parameters} send={live ? send : null} reassurance={reassurance} />;
}
