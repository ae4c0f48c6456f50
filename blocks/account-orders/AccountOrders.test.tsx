import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import type { MemberOrder } from '../account-kit/member-order.ts';
import block from './index.ts';
import { AccountOrders } from './AccountOrders.tsx';

const order: MemberOrder = {
  id: 7, reference: '88-20261121-ABCDEF', createdAt: '2026-11-21T09:00:00.000Z', status: { code: 'PAID', value: 'Payée' },
  subtotal: 5880, discount: 0, shippingFees: 0, total: 5880, trackingLink: null, refunds: [],
  products: [{ id: 1, name: 'Muscadet Les Schistes 2023', quantity: 6, priceToPay: 980, total: 5880 }],
  history: [{ code: 'PAID', value: 'Payée', createdAt: '2026-11-21T09:00:00.000Z' }],
  pickup: { date: '2026-12-01', opens: '14:00', closes: '18:30', place: { name: 'Chai du Domaine des Trois Terroirs', address: '12 route de la Sèvre, La Févrie, 44330 Vallet' } },
};

function Page() {
  return <AccountOrders props={{ view: 'detail' }} slots={{}} data={{ signedIn: true, view: 'detail', order, returns: null, returnStatuses: {} }} />;
}

describe('a click-and-collect order in the account', () => {
  it('says where and when to collect, in French with "1er"', () => {
    const { container } = renderBlock(<Page />, { messages: block.messages });
    expect(container.textContent).toContain('Où et quand retirer votre commande');
    const text = container.querySelector('.account-pickup')?.textContent ?? '';
    for (const part of ['Chai du Domaine des Trois Terroirs', '12 route de la Sèvre, La Févrie, 44330 Vallet', 'mardi 1er décembre, 14:00–18:30']) expect(text).toContain(part);
  });

  it('says where and when to collect, in English', () => {
    const { container } = renderBlock(<Page />, { locale: 'en', messages: block.messages });
    expect(container.textContent).toContain('Where and when to collect your order');
    expect(container.querySelector('.account-pickup')?.textContent).toContain('Tuesday, December 1, 14:00–18:30');
  });
});
