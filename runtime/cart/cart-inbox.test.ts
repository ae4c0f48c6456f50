import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestCart } from '../engine/api/cart-requests.ts';
import { listenForCartRequests, openCartInbox } from './cart-inbox.ts';

describe('the cart’s inbox', () => {
  let stops: (() => void)[] = [];
  afterEach(() => {
    stops.forEach((stop) => stop());
    stops = [];
  });

  it('keeps a request sent before anything listened, then hands it to the host in order', async () => {
    const target = new EventTarget();
    const early = requestCart({ type: 'open' }, target);
    const wake = vi.fn();
    stops.push(listenForCartRequests(target, wake));
    expect(wake).toHaveBeenCalledTimes(1);
    const later = requestCart({ type: 'add', idProduct: 1, idDeclination: 101, quantity: 6, productType: 'WINE' }, target);
    const seen: string[] = [];
    stops.push(openCartInbox(({ request, respond }) => {
      seen.push(request.type);
      respond({ ok: true });
    }));
    await expect(Promise.all([early, later])).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(seen).toEqual(['open', 'add']);
  });
});
