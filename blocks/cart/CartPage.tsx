import { lazy, Suspense } from 'react';
import { type BlockProps, BlockSection, ContinueShopping, loadCartPanel, loadedCartPanel, useIntl, useSiteData } from '../../runtime/index.ts';
import type { CartProps } from './cart.block.ts';
import './cart-page.css';
import type { CartData } from './cart.block.ts';

const LazyCartPanel = lazy(() => loadCartPanel().then((module) => ({ default: module.LiveCartPanel })));

/**
 * The `/cart` page: the visitor's cart rendered on the server from the cookie's cart, then the
 * live cart once the cart actor runs (quantities, removal, totals, free shipping, checkout), the
 * shop's delivery, returns and payment promises, and a way back to shopping.
 */
export function CartPage({ props, data }: BlockProps<CartProps, CartData>) {
  const intl = useIntl();
  const { locale, parameters } = useSiteData();
  // Loaded already (always on the server, see load): rendered at once, so the HTML holds the cart.
  const LiveCartPanel = loadedCartPanel()?.LiveCartPanel ?? LazyCartPanel;
  return (
    <BlockSection type="cart" title={props.title} intro={props.showIntro === false ? undefined : intl.formatMessage({ id: 'cart.intro' })}>
      <Suspense fallback={null}>
        <LiveCartPanel fallback={data?.cart ?? null} locale={locale} parameters={parameters} reassurance={{ deliveryDays: data?.deliveryDays ?? null }} />
      </Suspense>
      <p className="cart-page__continue"><ContinueShopping locale={locale} className="button button--secondary" /></p>
    </BlockSection>
  );
}
