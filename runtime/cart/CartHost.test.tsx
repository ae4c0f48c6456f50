import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CartHost from './CartHost.tsx';
import { cartChannel } from './cart-channel.ts';
import { CART_ID_KEY } from '../engine/cookies/cart-id-cookie.ts';
import { cartLine, cartOf } from './machine/cart.test-utils.ts';
import { CART_ID, envelope } from './api/cart-calls.test-utils.ts';

describe('CartHost', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('answers a quantity change and a removal with the server’s refusal, as it answers an add (not “ok” before the server spoke)', async () => {
    const line = cartLine();
    localStorage.setItem(CART_ID_KEY, CART_ID);
    // The real API client and cart machine over a scripted fetch: the cart reloads, every change is refused.
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) =>
      init.method === 'POST' && url.endsWith(`/cart/${CART_ID}`) ? envelope(200, cartOf(CART_ID, [line])) : envelope(400, null, 'Quantité refusée par la boutique'));
    render(<CartHost locale="fr_FR" apiBaseUrl="/api" idSite={88} member={false} parameters={[]} />);
    await waitFor(() => expect(cartChannel.getSnapshot()?.status).toBe('ready'));

    expect(await cartChannel.send({ type: 'set-quantity', line, quantity: 12 })).toEqual({ ok: false, message: 'Quantité refusée par la boutique' });
    expect(await cartChannel.send({ type: 'remove', line })).toEqual({ ok: false, message: 'Quantité refusée par la boutique' });
    expect(await cartChannel.send({ type: 'add', idProduct: 13, idDeclination: 1, productType: 'WINE', quantity: 6 })).toEqual({ ok: false, message: 'Quantité refusée par la boutique' });
  });
});
