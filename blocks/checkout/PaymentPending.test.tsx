import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import block from './index.ts';
import type { OrderView } from './checkout-data.ts';
import { PAYMENT_CHECKS } from './next-check-delay.ts';
import type { PaymentResult } from './payment-result-path.ts';
import { PaymentPending } from './PaymentPending.tsx';

const order: OrderView = {
  id: 7, reference: '88-20261121-ABCDEF', status: { code: 'PENDING_PAYMENT', value: 'En attente de paiement' }, deliveryType: 'DELIVERY',
  subtotal: 5880, discount: 0, shippingFees: 990, total: 6870, carrier: null, accessPoint: null, dateSchedule: null, pickup: null,
  products: [{ id: 1, name: 'Muscadet Les Schistes 2023', quantity: 6, total: 5880 }], addresses: { delivery: null },
};
const pending: PaymentResult = { paid: false, pending: true, status: { code: 'PENDING_PAYMENT' } };
const paid: PaymentResult = { paid: true, pending: false, status: { code: 'PAID' } };

function Where() {
  const location = useLocation();
  return <span data-testid="where">{`${location.pathname}${location.search}`}</span>;
}
const where = () => screen.getByTestId('where').textContent;
/** Lets the next scheduled check run and its answer come back. */
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the payment being confirmed (issue #25)', () => {
  it('says so in a status, asks again on its own and moves to the success page once the payment is settled (fr)', async () => {
    const answers: (PaymentResult | null)[] = [pending, null, paid];
    const check = vi.fn(async () => (check.mock.calls.length <= answers.length ? answers[check.mock.calls.length - 1]! : paid));
    renderBlock(<><PaymentPending order={order} orderCart="cart-abc" check={check} /><Where /></>, { messages: block.messages });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Paiement en cours de confirmation');
    expect(status.textContent).toContain('votre commande 88-20261121-ABCDEF');
    expect(screen.getByRole('link', { name: 'Vérifier maintenant' }).getAttribute('href')).toBe('/order/cawl/result/7?cart=cart-abc');
    expect(check).not.toHaveBeenCalled();
    await tick(2000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/');
    await tick(2000); // the API could not be reached: it asks again later
    expect(where()).toBe('/');
    await tick(3000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(where()).toBe('/cart/success/7?cart=cart-abc');
  });

  it('moves to the error page when the payment is declined (en)', async () => {
    const check = vi.fn(async (): Promise<PaymentResult> => ({ paid: false, pending: false, status: { code: 'PAYMENT_FAILED' } }));
    renderBlock(<><PaymentPending order={order} orderCart={null} check={check} /><Where /></>, { locale: 'en', messages: block.messages });
    expect(screen.getByRole('status').textContent).toContain('Your payment is being confirmed');
    await tick(2000);
    expect(where()).toBe('/en/order/error?order=7');
  });

  it('stops asking after a while, says the confirmation will come by e-mail, and checks again when asked', async () => {
    const check = vi.fn(async () => pending);
    renderBlock(<><PaymentPending order={order} orderCart="cart-abc" check={check} /><Where /></>, { locale: 'en', messages: block.messages });
    await tick(10 * 60_000);
    expect(check).toHaveBeenCalledTimes(PAYMENT_CHECKS);
    expect(screen.getByRole('status').textContent).toContain('You will get an e-mail as soon as the payment is confirmed');
    check.mockResolvedValueOnce(paid);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Check now' }));
    });
    expect(where()).toBe('/en/cart/success/7?cart=cart-abc');
  });
});
