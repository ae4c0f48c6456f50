import { Link } from 'react-router';
import type { Locale } from '../../rules/locale.ts';
import { formatCents } from '../../rules/shop/format-price.ts';
import { withLocalePrefix } from '../engine/router/locale.ts';
import type { ParameterList } from '../ui/theme/parameter-value.ts';
import type { CartLiveState } from './cart-channel.ts';
import { cartText } from './cart-messages.ts';
import { CartLines } from './CartLines.tsx';
import './cart.css';

export interface CartPreviewProps {
  live: CartLiveState;
  locale: Locale;
  parameters: ParameterList;
}

/** CART_ON_HOVER: a small read-only view of the cart under the header button, with links to the cart and checkout. */
export default function CartPreview({ live, locale }: CartPreviewProps) {
  const cart = live.cart;
  return (
    <div className="cart-preview" role="region" aria-label={cartText(locale, 'title')}>
      {cart && cart.products.length > 0 ? (
        <>
          <CartLines lines={cart.products} pending={live.pending} locale={locale} send={null} compact />
          <p className="cart-preview__total">
            <span>{cartText(locale, 'total')}</span> <strong>{formatCents(cart.totalProductToPay, locale)}</strong>
          </p>
          <p className="cart-preview__links">
            <Link to={withLocalePrefix('/cart', locale)}>{cartText(locale, 'viewCart')}</Link>
          </p>
        </>
      ) : (
        <p className="cart-panel__empty">{cartText(locale, live.cart || live.status === 'ready' ? 'empty' : 'loading')}</p>
      )}
    </div>
  );
}
