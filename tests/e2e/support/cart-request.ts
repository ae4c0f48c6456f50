import type { Page } from '@playwright/test';

/**
 * Sends the cart an event as a block would (`useCart().send`): the cart channel's `send` is also
 * `window.vitrineCart.send`, set by the shell's cart mount once the page is hydrated; until then
 * it is tried again.
 */
export async function ask(page: Page, request: Record<string, unknown>) {
  return page.evaluate(
    (request) =>
      new Promise<{ ok: boolean; message?: string }>((resolve) => {
        const send = () => {
          const cart = (window as { vitrineCart?: { send: (event: unknown) => Promise<{ ok: boolean; message?: string }> } }).vitrineCart;
          if (cart) void cart.send(request).then(resolve);
          else setTimeout(send, 50);
        };
        send();
      }),
    request,
  );
}
