import { useId, useRef } from 'react';
import { Link } from 'react-router';
import type { Locale } from '../../rules/locale.ts';
import { useModal } from '../ui/overlays/use-modal.ts';
import { withLocalePrefix } from '../engine/router/locale.ts';
import type { ParameterList } from '../ui/theme/parameter-value.ts';
import { cartText } from './cart-messages.ts';
import type { CartLiveState } from './cart-channel.ts';
import type { CartEvent } from '../engine/api/cart-requests.ts';
import { CartPanel } from './CartPanel.tsx';
// The site's buttons (the drawer's two actions look like every other button of the shop).
import '../ui/block.css';

export interface CartDrawerProps {
  live: CartLiveState;
  locale: Locale;
  parameters: ParameterList;
  send: (event: CartEvent) => void;
}

/**
 * The cart drawer: a modal dialog on the right (the whole width on a phone). Focus moves to its
 * close button, Tab stays inside, Escape or the backdrop closes it, and focus goes back to the
 * element that opened it (the header's cart button).
 */
export function CartDrawer({ live, locale, parameters, send }: CartDrawerProps) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const close = () => send({ type: 'close' });
  useModal(ref, live.drawerOpen, { onEscape: close });
  if (!live.drawerOpen) return null;
  return (
    <div className="cart-drawer">
      <div className="cart-drawer__backdrop" onClick={close} aria-hidden="true" />
      <section ref={ref} className="cart-drawer__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="cart-drawer__header">
          <h2 id={titleId} className="cart-drawer__title">{cartText(locale, 'title')}</h2>
          <button type="button" className="cart-drawer__close" data-autofocus onClick={close} aria-label={cartText(locale, 'close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <CartPanel live={live} locale={locale} parameters={parameters} send={send} reassurance={{ compact: true, deliveryDays: null }} />
        <div className="cart-drawer__footer">
          <Link to={withLocalePrefix('/cart', locale)} className="button button--primary cart-drawer__view" onClick={close}>{cartText(locale, 'viewCart')}</Link>
          <button type="button" className="button button--secondary cart-drawer__continue" onClick={close}>{cartText(locale, 'continue')}</button>
        </div>
      </section>
    </div>
  );
}
