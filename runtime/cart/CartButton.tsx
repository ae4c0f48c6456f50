import { lazy, Suspense, useState, type FocusEvent } from 'react';
import type { Locale } from '../../rules/locale.ts';
import { withLocalePrefix } from '../engine/router/locale.ts';
import type { ParameterList } from '../ui/theme/parameter-value.ts';
import { cartItemCount } from './cart-item-count.ts';
import { cartChannel } from './cart-channel.ts';
import { useCart } from './use-cart.ts';
import { cartText } from './cart-messages.ts';

const CartPreview = lazy(() => import('./CartPreview.tsx'));

export interface CartButtonProps {
  locale: Locale;
  /** The count rendered on the server from the `cart-id` cookie's cart (null: unknown). */
  initialCount: number | null;
  /** CART_ON_HOVER: a preview opens on hover and on focus. */
  previewOnHover: boolean;
  parameters: ParameterList;
}

/**
 * The header's cart button with its count: a link to `/cart` without JavaScript, the drawer with
 * it. The count comes from the server's render until the cart actor runs, then follows it.
 */
export function CartButton({ locale, initialCount, previewOnHover, parameters }: CartButtonProps) {
  const { state: live, send } = useCart();
  const [preview, setPreview] = useState(false);
  const known = live !== null && (live.cart !== null || live.status === 'ready');
  const count = known ? cartItemCount(live.cart) : (initialCount ?? 0);
  const busy = live !== null && live.pending.length > 0;
  const open = () => {
    if (!previewOnHover) return;
    cartChannel.wake();
    setPreview(true);
  };
  const leaveFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPreview(false);
  };
  return (
    <div
      className="cart-button-wrap"
      onPointerEnter={open}
      onPointerLeave={() => setPreview(false)}
      onFocus={open}
      onBlur={leaveFocus}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setPreview(false);
      }}
    >
      <a
        href={withLocalePrefix('/cart', locale)}
        className="cart-button"
        aria-label={cartText(locale, 'buttonCount', { n: count })}
        aria-busy={busy}
        onPointerEnter={() => cartChannel.wake()}
        onFocus={() => cartChannel.wake()}
        onClick={(event) => {
          event.preventDefault();
          setPreview(false);
          void send({ type: 'open' });
        }}
      >
        <svg className="cart-button__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M6 6h15l-1.5 9h-12z M6 6 5 3H2 M9 20a1 1 0 1 0 0 .01 M18 20a1 1 0 1 0 0 .01" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" strokeLinecap="round" />
        </svg>
        <span className="cart-button__label">{cartText(locale, 'button')}</span>
        <span className="cart-button__count" data-count={count} aria-hidden="true">{count}</span>
      </a>
      {preview && live && !live.drawerOpen ? (
        <Suspense fallback={null}>
          <CartPreview live={live} locale={locale} parameters={parameters} />
        </Suspense>
      ) : null}
    </div>
  );
}
