import type { Page } from '@playwright/test';

/**
 * Asks the cart as a block would (`requestCart` is a window event the cart's listener claims and
 * the cart host answers). The listener is a chunk of its own: until it claims the event, it is sent again.
 */
export async function ask(page: Page, request: Record<string, unknown>) {
  return page.evaluate(
    (request) =>
      new Promise<{ ok: boolean; message?: string }>((resolve) => {
        const send = () => {
          const claimed = !window.dispatchEvent(new CustomEvent('vitrine:cart-request', { cancelable: true, detail: { request, respond: resolve } }));
          if (!claimed) setTimeout(send, 50);
        };
        send();
      }),
    request,
  );
}
