import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartChannel } from './cart-channel.ts';
import type { CartEvent } from '../engine/api/cart-requests.ts';
import { useCart } from './use-cart.ts';

function Probe() {
  const { state, send } = useCart();
  return (
    <button type="button" onClick={() => void send({ type: 'open' })}>
      {state === null ? 'no cart yet' : `${state.status}, ${state.cart?.products.length ?? 0} line(s)`}
    </button>
  );
}

describe('useCart', () => {
  it('shows the state the cart host publishes and sends a block’s events to it', async () => {
    const seen: CartEvent[] = [];
    render(<Probe />);
    expect(screen.getByRole('button').textContent).toBe('no cart yet');
    const host = cartChannel.connect((event, respond) => {
      seen.push(event);
      respond({ ok: true });
    });
    try {
      act(() => host.publish({ status: 'ready', cart: { id: 'c', type: 'MAIN_CART', discountCode: null, products: [], totalProduct: 0, totalProductToPay: 0, bottleCount: 0 }, pending: [], error: null, drawerOpen: false }));
      expect(screen.getByRole('button').textContent).toBe('ready, 0 line(s)');
      fireEvent.click(screen.getByRole('button'));
      expect(seen).toEqual([{ type: 'open' }]);
    } finally {
      act(() => host.disconnect());
    }
    expect(screen.getByRole('button').textContent).toBe('no cart yet');
  });
});
