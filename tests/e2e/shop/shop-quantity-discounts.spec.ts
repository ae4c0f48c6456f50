import { test, expect } from '../support/fixtures.ts';

// Decreasing discounts by quantity on a wine page (decision 0015): the rosé lists its tiers, and
// once the quantity typed reaches one, the page gives the unit price the cart will charge.

const port = new URL(process.env.E2E_BASE_URL!).port;
const domaine = `http://domaine.localhost:${port}`;

const words = {
  fr: { prefix: '', quantity: 'Quantité', tiers: ['−5 % dès 6 bouteilles', '−10 % dès 12 bouteilles'], price: 'Pour 12 bouteilles : 8,55 € l’unité au lieu de 9,50 €' },
  en: { prefix: '/en', quantity: 'Quantity', tiers: ['−5% from 6 bottles', '−10% from 12 bottles'], price: 'For 12 bottles: €8.55 each instead of €9.50' },
};
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
/** The text as a pattern where a space may be the no-break spaces Intl writes in prices. */
const loose = (text: string) => new RegExp(`^${text.replace(/[.()]/g, '\\$&').replace(/ /g, '[ \\u00a0\\u202f]')}$`);

for (const lang of ['fr', 'en'] as const) {
  const w = words[lang];
  test(`${lang}: a wine page shows its quantity tiers and the unit price the quantity reaches`, async ({ page, problems }) => {
    await page.goto(`${domaine}${w.prefix}/wines/rose-de-loire-fleur-de-sevre/5/detail/501`);
    const tiers = page.locator('.quantity-tiers__tier');
    await expect(tiers).toHaveCount(2);
    expect((await tiers.allTextContents()).map(spaces)).toEqual(w.tiers);
    // Typed before hydration, the value would be reset by React: wait for the page to hydrate.
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByLabel(w.quantity).fill('12');
    await expect(page.locator('.quantity-tiers__price')).toHaveText(loose(w.price));
    await expect(tiers.nth(1)).toHaveAttribute('aria-current', 'true');
    expect(problems.list).toEqual([]);
  });
}
