import { useId } from 'react';
import { formatCents } from '../../rules/shop/format-price.ts';
import { quantityChoices } from '../../rules/shop/quantity/quantity-choices.ts';
import { withinShipmentMax } from '../../rules/shop/quantity/within-shipment-max.ts';
import { formatPricePerLitre } from '../../rules/shop/price-per-litre.ts';
import type { Locale } from '../../rules/locale.ts';
import { mediaCdnPath } from '../engine/data/media-path.ts';
import type { CartChange, CartLine } from './cart-types.ts';
import { cartText } from './cart-messages.ts';
import { cartLineAnswers } from './cart-line-answers.ts';
import type { CartEvent } from '../engine/api/cart-requests.ts';

export interface CartLinesProps {
  lines: CartLine[];
  pending: CartChange[];
  locale: Locale;
  /** Null when the lines are read-only (server render before the cart runs, the hover preview). */
  send: ((event: CartEvent) => void) | null;
  compact?: boolean;
  /** MAX_BOTTLES_PER_SHIPMENT: no quantity offered above what one shipment holds (0 = no limit). */
  maxBottles?: number;
}

/** The quantity a line shows: the last pending change of it, else the server's. */
function shownQuantity(line: CartLine, pending: CartChange[]): number {
  let quantity = line.quantity;
  for (const change of pending) if (change.type === 'set-quantity' && change.line.idCartProduct === line.idCartProduct) quantity = change.quantity;
  return quantity;
}

/**
 * The quantity list of a line: the product page's own list (§5, decision 0008: a box by the case),
 * none above the stock left, holding its current quantity.
 */
function lineOptions(line: CartLine, quantity: number, maxBottles: number): number[] {
  const stock = line.maxQuantity ?? null;
  return withinShipmentMax(quantityChoices(line.type, { sellByMultipleOf: line.sellByMultipleOf, setQuantity: stock !== null, quantity: stock }, quantity), line, maxBottles, quantity);
}

/**
 * The lines of a cart: image, name, declination name, customization answers, unit price and
 * total, the quantity list and a remove button. A line with a change the server has not answered
 * shows it, marked pending (aria-busy).
 */
export function CartLines({ lines, pending, locale, send, compact = false, maxBottles = 0 }: CartLinesProps) {
  const id = useId();
  return (
    <ul className={`cart-lines${compact ? ' cart-lines--compact' : ''}`}>
      {lines.map((line) => {
        const removing = pending.some((change) => change.type === 'remove' && change.line.idCartProduct === line.idCartProduct);
        const quantity = shownQuantity(line, pending);
        const busy = removing || quantity !== line.quantity;
        const selectId = `${id}-q-${line.idCartProduct}`;
        const answers = cartLineAnswers(line.customizations, locale);
        const perLitre = formatPricePerLitre({ type: line.type, priceCents: line.priceToPay, capacity: line.capacity, capacityUnit: line.capacityUnit }, locale);
        return (
          <li key={line.idCartProduct} className="cart-line" aria-busy={busy} data-pending={busy ? 'true' : undefined}>
            <img className="cart-line__image" src={mediaCdnPath(line.image)} alt="" width={64} height={64} loading="lazy" />
            <div className="cart-line__text">
              <p className="cart-line__name">{line.name}</p>
              {line.declinationName ? <p className="cart-line__declination">{line.declinationName}</p> : null}
              {answers.length > 0 ? (
                <ul className="cart-line__answers" aria-label={cartText(locale, 'customization')}>
                  {answers.map((answer) => <li key={answer.id}>{answer.text}</li>)}
                </ul>
              ) : null}
              <p className="cart-line__price">
                {formatCents(line.priceToPay, locale)}
                {line.priceToPay < line.price ? <s className="cart-line__was">{formatCents(line.price, locale)}</s> : null}
                {perLitre ? <span className="cart-line__per-litre">{perLitre}</span> : null}
              </p>
              {busy ? <p className="cart-line__pending">{cartText(locale, 'pending')}</p> : null}
            </div>
            <div className="cart-line__actions">
              {send && !compact ? (
                <>
                  <label className="cart-line__quantity" htmlFor={selectId}>
                    <span>{cartText(locale, 'quantity')}</span>
                    <select
                      id={selectId}
                      value={quantity}
                      disabled={removing}
                      onChange={(event) => send({ type: 'set-quantity', line, quantity: Number(event.target.value) })}
                    >
                      {lineOptions(line, quantity, maxBottles).map((option) => (
                        <option key={option} value={option}>{option}</option>
                      ))}
                    </select>
                  </label>
                  <button type="button" className="cart-line__remove" disabled={removing} aria-label={cartText(locale, 'removeLine', { name: line.name })} onClick={() => send({ type: 'remove', line })}>
                    {cartText(locale, 'remove')}
                  </button>
                </>
              ) : (
                <span className="cart-line__count">× {quantity}</span>
              )}
              <p className="cart-line__total">{formatCents(line.totalToPay, locale)}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
