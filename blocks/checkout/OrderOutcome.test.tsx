import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import block from './index.ts';
import type { OrderView } from './checkout-data.ts';
import { OrderOutcome, OrderRecap } from './OrderOutcome.tsx';

const order = (code: string): OrderView => ({
  id: 7, reference: '88-20261121-ABCDEF', status: { code, value: code }, deliveryType: 'DELIVERY',
  subtotal: 5880, discount: 0, shippingFees: 990, total: 6870, carrier: null, accessPoint: null, dateSchedule: null, pickup: null,
  products: [{ id: 1, name: 'Muscadet Les Schistes 2023', quantity: 6, total: 5880 }], addresses: { delivery: null },
});

describe('the outcome page of an order whose payment did not end paid', () => {
  it('says an order paid after its units were sold was refunded, and offers no second payment (fr and en; issue 32, item 1)', () => {
    const { unmount } = renderBlock(<OrderOutcome kind="error" order={order('REFUNDED_OUT_OF_STOCK')} orderCart="cart-abc" onPaid={() => {}} />, { messages: block.messages });
    expect(screen.getByRole('alert').textContent).toContain('Commande remboursée : rupture de stock');
    expect(screen.getByRole('alert').textContent).toContain('88-20261121-ABCDEF');
    expect(screen.queryByRole('button', { name: /Réessayer|payer/i })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continuer mes achats' })).toBeTruthy();
    unmount();
    renderBlock(<OrderOutcome kind="error" order={order('REFUNDED_OUT_OF_STOCK')} orderCart={null} onPaid={() => {}} />, { locale: 'en', messages: block.messages });
    expect(screen.getByRole('alert').textContent).toContain('Order refunded: out of stock');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('still offers to try again after a declined payment', () => {
    renderBlock(<OrderOutcome kind="error" order={order('PAYMENT_FAILED')} orderCart="cart-abc" onPaid={() => {}} />, { locale: 'en', messages: block.messages });
    expect(screen.getByRole('alert').textContent).toContain('The payment was declined');
    expect(screen.queryAllByRole('button')).toHaveLength(1);
  });
});

describe('the success page of a click-and-collect order', () => {
  const collect: OrderView = {
    ...order('PAID'), deliveryType: 'CLICK_AND_COLLECT', dateSchedule: '2026-12-01',
    pickup: { date: '2026-12-01', opens: '14:00', closes: '18:30', place: { name: 'Chai du Domaine des Trois Terroirs', address: '12 route de la Sèvre, La Févrie, 44330 Vallet' } },
  };

  it('says where and when to collect, in French with "1er"', () => {
    const { container } = renderBlock(<OrderRecap order={collect} />, { messages: block.messages });
    const text = container.querySelector('.checkout-pickup')?.textContent ?? '';
    for (const part of ['Retrait au domaine', 'Chai du Domaine des Trois Terroirs', '12 route de la Sèvre, La Févrie, 44330 Vallet', 'mardi 1er décembre, 14:00–18:30']) expect(text).toContain(part);
  });

  it('says where and when to collect, in English', () => {
    const { container } = renderBlock(<OrderRecap order={collect} />, { locale: 'en', messages: block.messages });
    const text = container.querySelector('.checkout-pickup')?.textContent ?? '';
    for (const part of ['Collect at the estate', 'Chai du Domaine des Trois Terroirs', 'Tuesday, December 1, 14:00–18:30']) expect(text).toContain(part);
  });
});

describe('the lines of an outcome page (issue 36, item 8)', () => {
  it('keeps the quantity apart from the line’s price (“× 6 41,40 €”, not “× 641,40 €”) and the discount’s minus on the amount’s line', () => {
    const six: OrderView = { ...order('PAID'), discount: 704, products: [{ id: 1, name: 'Muscadet Les Schistes 2023', quantity: 6, total: 4140 }] };
    const { container } = renderBlock(<OrderRecap order={six} />, { messages: block.messages });
    const line = container.querySelector('.checkout-summary__lines li')?.textContent ?? '';
    expect(line.replace(/[\u00a0\u202f]/g, ' ')).toContain('× 6 41,40 €');
    expect(container.querySelector('.checkout-summary__totals')?.textContent).toContain('−\u00a07,04\u00a0€');
  });
});
