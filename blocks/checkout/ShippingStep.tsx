import { useEffect, useState } from 'react';
import { useIntl } from '../../runtime/index.ts';
import { useNavigate } from 'react-router';
import { checkoutContracts } from '../../schemas/api/shop/checkout-contracts.ts';
import { dayInWords, formatCents, initialDeliveryType } from '../../rules/index.ts';
import {
  missingForOrder,
  parameterCents,
  parameterNumber,
  useApiClient,
  useSiteData,
  withLocalePrefix,
  type AccessPoint,
  type Cart,
  type CheckoutEvent,
} from '../../runtime/index.ts';
import type { PickupPlace } from './checkout-data.ts';
import { CheckoutError } from './CheckoutError.tsx';
import { raiseShippingProblem, shownShippingProblem, type RaisedShippingProblem } from './shipping-problem.ts';
import type { CheckoutSnapshot } from './use-checkout.ts';

export interface ShippingStepProps {
  snapshot: CheckoutSnapshot;
  send: (event: CheckoutEvent) => void;
  cart: Cart;
  pickup: PickupPlace[];
}

/** The relay points of a relay carrier near the delivery postal code, nearest first (`POST /relay/access-points`). */
function useRelayPoints(postalCode: string | null, country: string | null, idCarrier: number | null) {
  const api = useApiClient();
  const [points, setPoints] = useState<AccessPoint[] | null>(null);
  useEffect(() => {
    if (!postalCode || idCarrier === null) return;
    let live = true;
    setPoints(null);
    void api.call(checkoutContracts.accessPoints, { body: { postalCode, country: country ?? 'FRA', idCarrier } }).then((result) => {
      if (live) setPoints(result.success ? result.data : []);
    });
    return () => {
      live = false;
    };
  }, [api, postalCode, country, idCarrier]);
  return points;
}

/** Free-shipping thresholds (FREE_SHIPPING_PRICE, FREE_SHIPPING_BOTTLES) and the bottles a shipment holds. */
function ShippingRules({ cart }: { cart: Cart }) {
  const intl = useIntl();
  const { locale, parameters } = useSiteData();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `checkout.${id}` }, values);
  const freePriceCents = parameterCents(parameters, 'FREE_SHIPPING_PRICE');
  const freeBottles = parameterNumber(parameters, 'FREE_SHIPPING_BOTTLES', 0);
  const min = parameterNumber(parameters, 'MIN_BOTTLES_PER_SHIPMENT', 0);
  const max = parameterNumber(parameters, 'MAX_BOTTLES_PER_SHIPMENT', 0);
  const missingCents = freePriceCents - cart.totalProductToPay;
  const reached = (freePriceCents > 0 && missingCents <= 0) || (freeBottles > 0 && cart.bottleCount >= freeBottles);
  const lines: string[] = [];
  if (freePriceCents > 0 || freeBottles > 0) {
    if (reached) lines.push(t('freeReached'));
    else {
      const parts = [freePriceCents > 0 ? t('freeFrom', { price: formatCents(freePriceCents, locale) }) : '', freeBottles > 0 ? t('freeBottles', { count: freeBottles }) : ''].filter(Boolean);
      lines.push(`${parts.join(' ')}.`);
      if (freePriceCents > 0) lines.push(t('freeMissing', { amount: formatCents(missingCents, locale) }));
    }
  }
  if (min > 0 && max > 0) lines.push(t('limits', { min, max }));
  else if (min > 0) lines.push(t('limitsMin', { min }));
  else if (max > 0) lines.push(t('limitsMax', { max }));
  if (lines.length === 0) return null;
  return (
    <ul className="checkout-notes">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** Step 2: delivery or click-and-collect; carriers with their prices; relay points; pick-up day and slot. */
export function ShippingStep({ snapshot, send, cart, pickup }: ShippingStepProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale, parameters } = useSiteData();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `checkout.${id}` }, values);
  const context = snapshot.context;
  const calculating = snapshot.matches('calculating');
  const [raised, setRaised] = useState<RaisedShippingProblem | null>(null);
  const problem = shownShippingProblem(raised, context);
  const type = context.deliveryType;
  const shipping = context.addresses.shipping;
  const lines = cart.products.map((line) => ({ idProduct: line.idProduct, idDeclination: line.idDeclination, quantity: line.quantity }));
  const nothingToShip = initialDeliveryType(cart.products) === 'no_delivery';
  // Below MIN_BOTTLES_PER_SHIPMENT nothing ships, but it can be collected (the minimum binds shipments only).
  const minBottles = parameterNumber(parameters, 'MIN_BOTTLES_PER_SHIPMENT', 0);
  const collectOnly = !nothingToShip && pickup.length > 0 && minBottles > 0 && cart.bottleCount > 0 && cart.bottleCount < minBottles;

  // The first visit picks the type the cart needs; a delivery asks for the carriers once.
  useEffect(() => {
    if (type === null || (nothingToShip && type !== 'no_delivery')) send({ type: 'SET_DELIVERY_TYPE', deliveryType: collectOnly ? 'clickAndCollect' : initialDeliveryType(cart.products) });
    else if (collectOnly && type === 'delivery') send({ type: 'SET_DELIVERY_TYPE', deliveryType: 'clickAndCollect' });
  }, [type, nothingToShip, collectOnly]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    // After a failure (API down), closing the message asks again: nothing typed is lost.
    if (type === 'delivery' && !collectOnly && context.shippingPrices.length === 0 && !calculating && context.error === null) send({ type: 'CALCULATE_SHIPPING', lines });
  }, [type, context.shippingPrices.length, context.error]); // eslint-disable-line react-hooks/exhaustive-deps

  const carrier = context.carrier;
  const points = useRelayPoints(carrier?.deliveryType === 'PICKUP' ? (shipping?.postalCode ?? null) : null, shipping?.country ?? null, carrier?.deliveryType === 'PICKUP' ? carrier.id : null);
  const place = pickup.find((one) => one.idAddress === context.clickAndCollect?.idAddress) ?? pickup[0] ?? null;
  const days = place ? [...new Set(place.dates.map((one) => one.date))] : [];
  const chosenDay = context.clickAndCollect?.idAddress === place?.idAddress ? context.clickAndCollect?.date : undefined;
  const day = chosenDay ?? days[0];

  const next = () => {
    const missing = missingForOrder(context);
    if (missing === 'address') navigate(withLocalePrefix('/cart/address', locale));
    else if (missing === 'shipping') setRaised(raiseShippingProblem(context, type === 'clickAndCollect' ? 'chooseSlot' : carrier?.deliveryType === 'PICKUP' ? 'choosePoint' : 'chooseCarrier'));
    else navigate(withLocalePrefix('/cart/payment', locale));
  };

  return (
    <div className="checkout-form">
      <CheckoutError error={context.error} send={send} />
      {nothingToShip ? (
        <p className="checkout-notes">{t('noDelivery')}</p>
      ) : (
        <fieldset className="checkout-fieldset">
          <legend>{t('deliveryType')}</legend>
          <div className="checkout-choices">
            <label className="checkout-choice">
              <input
                type="radio"
                name="delivery-type"
                checked={type === 'delivery'}
                disabled={collectOnly}
                aria-describedby={collectOnly ? 'checkout-delivery-below-min' : undefined}
                onChange={() => send({ type: 'SET_DELIVERY_TYPE', deliveryType: 'delivery' })}
              />
              <span className="checkout-choice__text">
                {t('type.delivery')}
                {collectOnly ? <small className="checkout-choice__note" id="checkout-delivery-below-min">{t('deliveryFromMin', { min: minBottles })}</small> : null}
              </span>
            </label>
            {pickup.length > 0 ? (
              <label className="checkout-choice">
                <input type="radio" name="delivery-type" checked={type === 'clickAndCollect'} onChange={() => send({ type: 'SET_DELIVERY_TYPE', deliveryType: 'clickAndCollect' })} />
                <span>{t('type.clickAndCollect')}</span>
              </label>
            ) : null}
          </div>
        </fieldset>
      )}
      {type === 'delivery' && !nothingToShip ? (
        <>
          <ShippingRules cart={cart} />
          <fieldset className="checkout-fieldset" aria-busy={calculating}>
            <legend>{t('carriers')}</legend>
            {calculating ? <p role="status">{t('calculating')}</p> : null}
            {!calculating && context.shippingPrices.length === 0 && context.error === null && shipping ? <p>{t('noCarrier')}</p> : null}
            <div className="checkout-choices">
              {context.shippingPrices.map((one, index) => (
                <label key={one.id} className="checkout-choice">
                  <input type="radio" name="carrier" checked={carrier?.id === one.id} onChange={() => send({ type: 'CHOOSE_CARRIER', index })} />
                  <span className="checkout-choice__text">
                    {one.name}
                    {one.deliveryType === 'PICKUP' ? <small> — {t('relay')}</small> : null}
                  </span>
                  <span className="checkout-choice__price">{one.fdp === 0 ? t('free') : formatCents(one.fdp, locale)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {carrier?.deliveryType === 'PICKUP' ? (
            <fieldset className="checkout-fieldset" aria-busy={points === null}>
              <legend>{t('relayPoints')}</legend>
              {points === null ? <p role="status">{t('relayLoading')}</p> : points.length === 0 ? <p>{t('relayNone')}</p> : null}
              <div className="checkout-choices">
                {(points ?? []).map((point) => (
                  <label key={point.id} className="checkout-choice">
                    <input type="radio" name="relay-point" checked={context.accessPointAddress?.id === point.id} onChange={() => send({ type: 'CHOOSE_ACCESS_POINT', point })} />
                    <span className="checkout-choice__text">
                      <strong>{point.name}</strong>
                      <br />
                      {point.addLine1}, {point.zipCode} {point.city}
                    </span>
                    {typeof point.distance === 'number' ? <span className="checkout-choice__price">{t('km', { distance: intl.formatNumber(point.distance, { maximumFractionDigits: 1 }) })}</span> : null}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
        </>
      ) : null}
      {type === 'clickAndCollect' && place ? (
        <fieldset className="checkout-fieldset">
          <legend>{t('pickupPlace')}</legend>
          <div className="checkout-choices">
            {pickup.map((one) => (
              <label key={one.idAddress} className="checkout-choice">
                <input type="radio" name="pickup-place" checked={place.idAddress === one.idAddress} onChange={() => one.dates[0] && send({ type: 'CHOOSE_SLOT', choice: { idAddress: one.idAddress, date: one.dates[0].date, idSchedule: one.dates[0].idSchedule } })} />
                <span className="checkout-choice__text">
                  <strong>{one.name}</strong>
                  <br />
                  {one.address}, {one.postalCode} {one.city}
                  {one.instructions ? <small className="checkout-choice__note">{one.instructions}</small> : null}
                </span>
              </label>
            ))}
          </div>
          {days.length === 0 ? (
            <p>{t('pickupNone')}</p>
          ) : (
            <>
              <div className="checkout-field">
                <label htmlFor="checkout-pickup-day">{t('pickupDay')}</label>
                <select
                  id="checkout-pickup-day"
                  className="shop-input"
                  value={day}
                  onChange={(e) => {
                    const first = place.dates.find((one) => one.date === e.target.value)!;
                    send({ type: 'CHOOSE_SLOT', choice: { idAddress: place.idAddress, date: first.date, idSchedule: first.idSchedule } });
                  }}
                >
                  {days.map((one) => (
                    <option key={one} value={one}>{dayInWords(one, locale)}</option>
                  ))}
                </select>
              </div>
              <div className="checkout-choices" role="radiogroup" aria-label={t('pickupSlot')}>
                {place.dates.filter((one) => one.date === day).map((slot) => (
                  <label key={`${slot.date}-${slot.idSchedule}`} className="checkout-choice">
                    <input type="radio" name="pickup-slot" checked={context.clickAndCollect?.date === slot.date && context.clickAndCollect.idSchedule === slot.idSchedule} onChange={() => send({ type: 'CHOOSE_SLOT', choice: { idAddress: place.idAddress, date: slot.date, idSchedule: slot.idSchedule } })} />
                    <span>{t('slot', { opens: slot.opens, closes: slot.closes })}</span>
                  </label>
                ))}
              </div>
            </>
          )}
        </fieldset>
      ) : null}
      {problem ? <p className="checkout-alert" role="alert">{t(problem)}</p> : null}
      <div className="checkout-actions">
        <button type="button" className="checkout-button" onClick={next} disabled={calculating}>{t('toPayment')}</button>
      </div>
    </div>
  );
}
