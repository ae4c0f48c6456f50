import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has attached the header's cart button (its props are on the element): until
 * then it is the server's plain link to /cart, and a click navigates instead of opening the
 * drawer. `data-hydrated` on <html> comes first; the shell's parts may wake a moment later.
 */
export async function cartButtonReady(page: Page): Promise<void> {
  const button = page.locator('header a.cart-button').first();
  await expect
    .poll(() => button.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), { timeout: 20_000 })
    .toBe(true);
}
