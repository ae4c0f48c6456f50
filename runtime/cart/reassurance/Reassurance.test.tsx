import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Reassurance } from './Reassurance.tsx';
import { deliveryDayRange } from './delivery-day-range.ts';

/** The domaine's own settings (site-configs/domaine/parameters.json). */
const domaine = [
  { type: 'FREE_SHIPPING_PRICE', value: 150 }, { type: 'FREE_SHIPPING_BOTTLES', value: 12 }, { type: 'CLICK_AND_COLLECT_DELAY_HOURS', value: 48 },
  { type: 'RETURN_DAYS', value: 14 }, { type: 'RETURN_FEES', value: 'CUSTOMER_PAYS' }, { type: 'PAYMENT_METHOD', value: 'cawl' },
];
const set = (key: string, value: unknown) => domaine.map((one) => (one.type === key ? { type: key, value } : one));
const text = (kind: string) => (document.querySelector(`.reassurance__item--${kind}`)?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
const logos = () => within(screen.getByRole('list', { name: /Cartes acceptées|Cards accepted/ })).getAllByRole('img').map((img) => img.getAttribute('aria-label'));

describe('the cart’s reassurance list reads the site’s settings (issue 38, item 5)', () => {
  afterEach(cleanup);

  it('says the delivery days, the free-shipping thresholds, click-and-collect, the return window and the provider with its cards, in French', () => {
    render(<Reassurance locale="fr_FR" parameters={domaine} canCollect nothingToShip={false} deliveryDays={{ min: 2, max: 5 }} />);
    expect(screen.getByRole('region', { name: 'Commandez en confiance' })).toBeTruthy();
    expect(text('delivery')).toBe('LivraisonLivraison à domicile ou en point relais en 2 à 5 jours ouvrés.Offerte dès 150,00 € ou 12 bouteilles.Retrait gratuit au domaine, prêt sous 48 h.');
    expect(text('returns')).toBe('RetoursRetours acceptés sous 14 jours après la réception.Le renvoi est à votre charge.');
    expect(text('payment')).toContain('Paiement sécurisé par CAWL, avec 3-D Secure : vos données de carte ne passent pas par notre site.');
    expect(logos()).toEqual(['CB', 'Visa', 'Mastercard']);
  });

  it('changes when the settings change: other thresholds, no click-and-collect, a free 30-day return, Stripe with American Express (English)', () => {
    let parameters = set('FREE_SHIPPING_PRICE', 99);
    parameters = parameters.map((one) => (one.type === 'FREE_SHIPPING_BOTTLES' ? { type: one.type, value: 0 } : one.type === 'RETURN_DAYS' ? { type: one.type, value: 30 } : one));
    parameters = [...parameters.filter((one) => one.type !== 'RETURN_FEES' && one.type !== 'PAYMENT_METHOD'), { type: 'RETURN_FEES', value: 'FREE' }, { type: 'PAYMENT_METHOD', value: 'stripe' }];
    render(<Reassurance locale="en" parameters={parameters} canCollect={false} nothingToShip={false} deliveryDays={{ min: 3, max: 3 }} />);
    expect(text('delivery')).toBe('DeliveryHome or relay point delivery in 3 working days.Free from €99.00.');
    expect(text('returns')).toBe('ReturnsReturns accepted within 30 days of receipt.Returns are on us.');
    expect(text('payment')).toContain('Secure payment by Stripe, with 3-D Secure');
    expect(logos()).toEqual(['CB', 'Visa', 'Mastercard', 'American Express']);
  });

  it('promises no return window when RETURN_DAYS is 0, no free shipping without a threshold, and no days it does not know', () => {
    const parameters = [{ type: 'RETURN_DAYS', value: 0 }, { type: 'PAYMENT_METHOD', value: 'cawl' }];
    render(<Reassurance locale="fr_FR" parameters={parameters} canCollect={false} nothingToShip={false} deliveryDays={null} />);
    expect(text('delivery')).toBe('LivraisonLivraison à domicile ou en point relais.');
    expect(document.querySelector('.reassurance__item--returns')).toBeNull();
  });

  it('says a cart with nothing to ship arrives by e-mail, with no return window', () => {
    render(<Reassurance locale="fr_FR" parameters={domaine} canCollect nothingToShip deliveryDays={{ min: 2, max: 4 }} />);
    expect(text('delivery')).toBe('LivraisonRien à expédier : tout vous arrive par e-mail dès le paiement accepté.');
    expect(document.querySelector('.reassurance__item--returns')).toBeNull();
  });
});

describe('deliveryDayRange', () => {
  it('adds the preparation to the journey, from the fastest zone of the country to the slowest', () => {
    const rates = [
      { country: 'FR', handlingDays: { min: 1, max: 2 }, transitDays: { min: 1, max: 2 } },
      { country: 'FR', handlingDays: { min: 1, max: 2 }, transitDays: { min: 2, max: 3 } },
      { country: 'BE', handlingDays: { min: 1, max: 2 }, transitDays: { min: 4, max: 6 } },
      { country: 'FR', handlingDays: null, transitDays: null },
    ];
    expect(deliveryDayRange(rates)).toEqual({ min: 2, max: 5 });
    expect(deliveryDayRange(rates, 'BE')).toEqual({ min: 5, max: 8 });
    expect(deliveryDayRange([{ country: 'FR' }])).toBeNull();
  });
});
