import { describe, expect, it, vi } from 'vitest';
import { createCartChannel, type CartLiveState } from './cart-channel.ts';

const ADD = { type: 'add', idProduct: 1, idDeclination: 101, quantity: 6, productType: 'WINE' } as const;
const ready: CartLiveState = { status: 'ready', cart: null, pending: [], error: null, drawerOpen: false };

describe('the cart channel', () => {
  it('keeps the events sent before the host runs, wakes the mount, then hands them to the host in order', async () => {
    const channel = createCartChannel({ forget: () => {} });
    const early = channel.send({ type: 'open' });
    const wake = vi.fn();
    channel.onWake(wake);
    expect(wake).toHaveBeenCalledTimes(1);
    const later = channel.send(ADD);
    expect(wake).toHaveBeenCalledTimes(2);
    const seen: string[] = [];
    channel.connect((event, respond) => {
      seen.push(event.type);
      respond(event.type === 'add' ? { ok: false, message: 'Stock insuffisant' } : { ok: true });
    });
    await expect(Promise.all([early, later])).resolves.toEqual([{ ok: true }, { ok: false, message: 'Stock insuffisant' }]);
    expect(seen).toEqual(['open', 'add']);
    await expect(channel.send({ type: 'close' })).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['open', 'add', 'close']);
  });

  it('shows the state the host publishes, and none once it disconnects', () => {
    const channel = createCartChannel({ forget: () => {} });
    const seen = vi.fn();
    channel.subscribe(seen);
    expect(channel.getSnapshot()).toBeNull();
    const host = channel.connect((_event, respond) => respond({ ok: true }));
    host.publish(ready);
    expect(channel.getSnapshot()).toBe(ready);
    host.disconnect();
    expect(channel.getSnapshot()).toBeNull();
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('forgets the stored cart at once on a sign-out, before any host answers (the page may be left)', () => {
    const forget = vi.fn();
    const channel = createCartChannel({ forget });
    void channel.send({ type: 'signed-in' });
    expect(forget).not.toHaveBeenCalled();
    void channel.send({ type: 'signed-out' });
    expect(forget).toHaveBeenCalledTimes(1);
  });
});
