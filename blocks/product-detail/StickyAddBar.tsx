import { useEffect, useState } from 'react';
import { useShop } from '../shop-kit/use-shop.ts';

const NS = 'product-detail';

/**
 * The add-to-cart bar at the foot of a phone's screen once the page's own add button has scrolled
 * up out of view (decision 0070). Its button submits the page's add-to-cart form (`form=`), so the
 * quantity, the checks and the cart event are the form's: one path into the cart. Hidden while the
 * form shows, from 50rem wide, and while an overlay is open (product-detail.css).
 */
export function StickyAddBar({ formId, name, price }: { formId: string; name: string; price: string | null }) {
  const shop = useShop(NS);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!form || typeof IntersectionObserver === 'undefined') return;
    // Shown only once the form is above the screen: not before the visitor reaches it.
    const observer = new IntersectionObserver(([entry]) => setShown(entry !== undefined && !entry.isIntersecting && entry.boundingClientRect.bottom < 0));
    observer.observe(form);
    return () => observer.disconnect();
  }, [formId]);
  return (
    <section className="sticky-add" aria-label={shop.t('stickyLabel')} hidden={!shown}>
      <p className="sticky-add__text">
        <span className="sticky-add__name">{name}</span>
        {price ? <span className="sticky-add__price">{price}</span> : null}
      </p>
      <button type="submit" form={formId} className="button button--primary sticky-add__button">
        {shop.t('add')}
      </button>
    </section>
  );
}
