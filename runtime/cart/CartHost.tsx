import { useEffect, useState } from 'react';
import { createActor } from 'xstate';
import type { Locale } from '../../rules/locale.ts';
import { createApiClient } from '../engine/api/create-api-client.ts';
import { createCartActors } from './machine/cart.actors.ts';
import { cartMachine } from './machine/cart.machine.ts';
import { recordingInspect } from '../engine/machines/recording/recording-inspect.ts';
import type { CartEvent, CartRequestOutcome } from '../engine/api/cart-requests.ts';
import { trackRequest } from '../ui/overlays/loading-bar/loading-bar-store.ts';
import type { ParameterList } from '../ui/theme/parameter-value.ts';
import { CART_ID_KEY } from '../engine/cookies/cart-id-cookie.ts';
import { browserCartIdPlace, readCartId, writeCartId } from './cart-id-storage.ts';
import { cartChannel, type CartLiveState } from './cart-channel.ts';
import { cartText } from './cart-messages.ts';
import { CartDrawer } from './CartDrawer.tsx';
import './cart.css';

export interface CartHostProps {
  locale: Locale;
  apiBaseUrl: string;
  idSite: number;
  member: boolean;
  parameters: ParameterList;
}

const CHANNEL = 'vitrine-cart';

/**
 * The one cart actor of the page, mounted by the shell on shop sites and kept across client
 * navigations: it answers the cart channel's events (blocks', the drawer's, the cart page's), keeps
 * `cart-id` in local storage and in its cookie, and follows the other tabs (the storage event on
 * `cart-id`, and a BroadcastChannel message after each change, then a reload from the server).
 */
export default function CartHost({ locale, apiBaseUrl, idSite, member, parameters }: CartHostProps) {
  const [live, setLive] = useState<CartLiveState | null>(null);

  useEffect(() => {
    const place = browserCartIdPlace();
    const api = createApiClient({ baseUrl: apiBaseUrl, idSite, locale });
    const actors = createCartActors(api, { track: trackRequest, unreachable: cartText(locale, 'unreachable') });
    const actor = createActor(cartMachine.provide({ actors }), { input: { cartId: readCartId(place), member }, ...recordingInspect() });
    const responders = new Map<number, (outcome: CartRequestOutcome) => void>();
    let nextChange = 1;
    let drawerOpen = false;
    let storedId: string | null | undefined;
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    let connection: ReturnType<typeof cartChannel.connect> | null = null;

    const publish = () => {
      const snapshot = actor.getSnapshot();
      const { cart, current, queue, error, cartId } = snapshot.context;
      if (cartId !== storedId && !snapshot.matches('starting')) {
        storedId = cartId;
        writeCartId(place, cartId);
      }
      const state: CartLiveState = {
        status: snapshot.value as CartLiveState['status'],
        cart,
        pending: current ? [current, ...queue] : queue,
        error,
        drawerOpen,
      };
      connection?.publish(state);
      setLive(state);
    };
    const subscription = actor.subscribe(publish);
    actor.on('settled', (event) => {
      responders.get(event.changeId)?.(event.ok ? { ok: true } : { ok: false, message: event.message });
      responders.delete(event.changeId);
      if (event.ok) channel?.postMessage({ cartId: actor.getSnapshot().context.cartId });
    });
    actor.start();
    publish();

    const change = () => nextChange++;
    const setDrawer = (open: boolean) => {
      drawerOpen = open;
      publish();
    };
    // A change (add, set-quantity, remove) is answered when the server has answered it; the rest at once.
    const answer = (event: CartEvent, respond: (outcome: CartRequestOutcome) => void) => {
      switch (event.type) {
        case 'add':
        case 'set-quantity':
        case 'remove': {
          const changeId = change();
          responders.set(changeId, respond);
          actor.send({ ...event, changeId });
          return;
        }
        case 'open':
          setDrawer(true);
          break;
        case 'close':
          setDrawer(false);
          break;
        case 'clear':
          actor.send({ type: 'adopt', cartId: null });
          break;
        case 'signed-in':
        case 'signed-out':
        case 'retry':
        case 'dismiss':
          actor.send({ type: event.type });
          break;
      }
      respond({ ok: true });
    };
    connection = cartChannel.connect(answer);
    publish();

    // Another tab: a new `cart-id` is adopted; the same one, changed, is read again.
    const follow = (cartId: string | null) => {
      if (cartId === actor.getSnapshot().context.cartId) actor.send({ type: 'reload' });
      else {
        storedId = cartId;
        actor.send({ type: 'adopt', cartId });
      }
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_ID_KEY || event.key === null) follow(event.key === null ? null : event.newValue);
    };
    const onMessage = (event: MessageEvent<{ cartId: string | null }>) => follow(event.data.cartId);
    window.addEventListener('storage', onStorage);
    channel?.addEventListener('message', onMessage);
    return () => {
      connection?.disconnect();
      window.removeEventListener('storage', onStorage);
      channel?.close();
      subscription.unsubscribe();
      actor.stop();
    };
  }, [apiBaseUrl, idSite, locale, member]);

  return live ? <CartDrawer live={live} locale={locale} parameters={parameters} send={cartChannel.send} /> : null;
}

