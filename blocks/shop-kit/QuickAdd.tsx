import { useState } from 'react';
import { BLOCK_FIELD, useCart } from '../../runtime/index.ts';
import type { CardProduct } from './card-product.ts';
import type { QuickAdd as QuickAddLine } from './quick-add-of.ts';
import { useShop } from './use-shop.ts';

/**
 * A card's quick add (decision 0070): the product's one declination in its smallest quantity,
 * through the cart channel like the product page's button (then the cart drawer opens). Without
 * JavaScript the form posts to the product's page, whose add-to-cart action adds it and shows it.
 */
export function QuickAdd({ product, line, href, ns }: { product: CardProduct; line: QuickAddLine; href: string; ns: string }) {
  const shop = useShop(ns);
  const cart = useCart();
  const [state, setState] = useState<'idle' | 'adding' | 'failed'>('idle');
  const [message, setMessage] = useState('');
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'adding') return;
    setState('adding');
    setMessage('');
    void cart.send({ type: 'add', idProduct: product.id, idDeclination: line.idDeclination, quantity: line.quantity, productType: product.productType }).then((answer) => {
      if (!answer.ok) {
        setState('failed');
        setMessage(answer.message || shop.t('shop.quickAddFailed'));
        return;
      }
      setState('idle');
      void cart.send({ type: 'open' });
    });
  };
  return (
    <form className="product-card__quick-add" method="post" action={href} encType="multipart/form-data" onSubmit={submit}>
      <input type="hidden" name={BLOCK_FIELD} value="product-detail" />
      <input type="hidden" name="idDeclination" value={line.idDeclination} />
      <input type="hidden" name="quantity" value={line.quantity} />
      <button type="submit" className="button button--primary product-card__action" aria-label={shop.t('shop.quickAddLabel', { quantity: line.quantity, name: product.name })} aria-disabled={state === 'adding' || undefined}>
        {shop.t(state === 'adding' ? 'shop.quickAdding' : 'shop.quickAdd')}
      </button>
      <p className="product-card__quick-add-error" role="alert">
        {message}
      </p>
    </form>
  );
}
