import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { addQuantityRule, addQuantityStep, quantityChoices, quantityErrorMessage, validateQuantity } from '../../rules/index.ts';
import type { StockStatus } from '../../rules/index.ts';
import { BLOCK_FIELD, useCart, usePagePost } from '../../runtime/index.ts';
import type { DeclinationInCents, ProductInCents } from '../../schemas/api/shop/product.ts';
import { useShop } from '../shop-kit/use-shop.ts';
import type { AddToCartEcho } from './add-to-cart-action.ts';
import { QuantityTiers } from './QuantityTiers.tsx';

const NS = 'product-detail';
const ADDED_PARAM = 'added';

type Outcome = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added'; quantity: number } | { kind: 'failed'; message: string; invalid: boolean };

function echoOf(answer: unknown, idDeclination: number): AddToCartEcho | undefined {
  const echo = answer as Partial<AddToCartEcho> | undefined;
  return echo?.block === 'product-detail' && echo.idDeclination === idDeclination ? (echo as AddToCartEcho) : undefined;
}

const parseQuantity = (text: string) => (/^\s*[0-9]+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The quantity (the §5 list offered, any number typed) and "add to cart". With JavaScript the
 * quantity is checked first (the §5 message, then the quantity falls back to the multiple) and
 * the cart is sent the add (`useCart().send`); without it the form posts to the page, whose action
 * adds and comes back with `?added=N`, or answers with the server's message. The decreasing
 * discounts by quantity follow the quantity typed.
 */
export function AddToCart({ product, declination, stock, cartHref, formId }: { product: ProductInCents; declination: DeclinationInCents; stock: StockStatus; cartHref: string; formId?: string }) {
  const shop = useShop(NS);
  const post = usePagePost();
  const cart = useCart();
  const location = useLocation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const echo = echoOf(post.answer, declination.id);
  const step = addQuantityStep(product.productType, declination);
  const [quantity, setQuantity] = useState(echo?.quantity ?? String(step));
  const [outcome, setOutcome] = useState<Outcome>(echo ? { kind: 'failed', message: echo.message, invalid: echo.invalid } : { kind: 'idle' });
  const returned = Number(new URLSearchParams(location.search).get(ADDED_PARAM) ?? '');
  const added = outcome.kind === 'added' ? outcome.quantity : outcome.kind === 'idle' && Number.isInteger(returned) && returned > 0 ? returned : null;
  const message = outcome.kind === 'failed' ? outcome.message : '';
  const invalid = outcome.kind === 'failed' && outcome.invalid;
  const unavailable = stock.kind === 'unavailable';

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome.kind === 'adding' || unavailable) return;
    const check = validateQuantity({ quantity: parseQuantity(quantity), ...addQuantityRule(product.productType, declination) });
    if (!check.ok) {
      setOutcome({ kind: 'failed', message: quantityErrorMessage(check, shop.locale), invalid: true });
      setQuantity(String(check.fallback));
      inputRef.current?.focus();
      return;
    }
    const wanted = parseQuantity(quantity);
    setOutcome({ kind: 'adding' });
    void cart.send({ type: 'add', idProduct: product.id, idDeclination: declination.id, quantity: wanted, productType: product.productType }).then((answer) => {
      if (!answer.ok) {
        setOutcome({ kind: 'failed', message: answer.message || shop.t('failed'), invalid: false });
        return;
      }
      setOutcome({ kind: 'added', quantity: wanted });
      void cart.send({ type: 'open' });
    });
  };

  const errorId = `${id}-error`;
  return (
    <form id={formId} className="add-to-cart" method="post" action={post.action} encType="multipart/form-data" noValidate onSubmit={submit}>
      <input type="hidden" name={BLOCK_FIELD} value="product-detail" />
      <input type="hidden" name="idDeclination" value={declination.id} />
      <QuantityTiers declination={declination} productType={product.productType} quantity={parseQuantity(quantity)} />
      <div className="add-to-cart__row">
        <div className="add-to-cart__quantity">
          <label htmlFor={`${id}-quantity`}>{shop.t('quantity')}</label>
          <input
            ref={inputRef}
            className="shop-input"
            id={`${id}-quantity`}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={step}
            step={step}
            list={`${id}-options`}
            value={quantity}
            disabled={unavailable}
            onChange={(event) => setQuantity(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={message ? errorId : undefined}
            autoFocus={echo !== undefined || undefined}
          />
          <datalist id={`${id}-options`}>
            {quantityChoices(product.productType, declination).map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
        </div>
        <button type="submit" className="button button--primary add-to-cart__button" disabled={unavailable} aria-disabled={outcome.kind === 'adding' || undefined}>
          {unavailable ? shop.t('unavailable') : shop.t(outcome.kind === 'adding' ? 'adding' : 'add')}
        </button>
      </div>
      <p id={errorId} className="add-to-cart__error" role="alert">
        {message}
      </p>
      <div className="add-to-cart__status" role="status">
        {added !== null ? (
          <p className="add-to-cart__added">
            {shop.t('added', { quantity: added, name: product.name })} <Link to={cartHref}>{shop.t('viewCart')}</Link>
          </p>
        ) : null}
      </div>
    </form>
  );
}
