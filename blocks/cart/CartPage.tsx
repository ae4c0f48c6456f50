import { lazy, Suspense } from 'react';
import { type BlockProps, BlockSection, type Cart, loadCartPanel, loadedCartPanel, useIntl, useSiteData } from '../../runtime/index.ts';
import type { CartProps } from './cart.server.ts';
import './cart-page.css';

const LazyCartPanel = lazy(() => loadCartPanel().then((module) => ({ default: module.LiveCartPanel })));

export interface CartData {
  /** The visitor's cart read on the server from the `cart-id` cookie (null without one). */
  cart: Cart | null;
}

/**
 * The `/cart` page: the visitor's cart rendered on the server from the cookie's cart, then the
 * live cart once the cart actor runs (quantities, removal, totals, free shipping, checkout).
 */
export function CartPage({ props, data }: BlockProps<CartProps, CartData>) {
  const intl = useIntl();
  const { locale, parameters } = useSiteData();
  // Loaded already (always on the server, see load): rendered at once, so the HTML holds the cart.
  const LiveCartPanel = loadedCartPanel()?.LiveCartPanel ?? LazyCartPanel;
  return (
    <BlockSection type="cart" title={props.title} intro={props.showIntro === false ? undefined : intl.formatMessage({ id: 'cart.intro' })}>
      <Suspense fallback={null}>
        <LiveCartPanel fallback={data?.cart ?? null} locale={locale} parameters={parameters} />
      </Suspense>
    </BlockSection>
  );
}
