import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/fixtures.ts';
import { sitePages } from '../support/site-pages.ts';

// Every page of the autocars tree, in French and English: served with status 200, its title and
// meta description, and no accessibility violation (WCAG 2.1 AA). The text-only parent has no
// page of its own: it only groups its children in the menu.
const pages = sitePages('autocars').filter((page) => !page.isText);
const fixedPages = [
  { name: 'home', fr: '/', en: '/en' },
  { name: 'quote request', fr: '/demander-un-devis', en: '/en/demander-un-devis' },
  { name: 'legal notice', fr: '/legal-notice', en: '/en/legal-notice' },
  { name: 'privacy policy', fr: '/privacy-policy', en: '/en/privacy-policy' },
  { name: 'cookie policy', fr: '/cookie-policy', en: '/en/cookie-policy' },
  { name: 'sale terms', fr: '/sale-terms', en: '/en/sale-terms' },
  { name: 'terms of use', fr: '/use-terms', en: '/en/use-terms' },
];
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

for (const lang of ['fr', 'en'] as const) {
  for (const entry of pages) {
    test(`${entry.path[lang]} renders its page with title, description and no axe violation`, async ({
      page,
      problems,
    }) => {
      const response = await page.goto(entry.path[lang]);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(entry.title[lang])));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        entry.metaDescription[lang],
      );
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('main h1')).toHaveCount(1);
      const axe = await new AxeBuilder({ page }).withTags(wcag).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
      expect(problems.list).toEqual([]);
    });
  }

  for (const fixed of fixedPages) {
    test(`${fixed[lang]} (${fixed.name}) renders with no axe violation`, async ({ page }) => {
      const response = await page.goto(fixed[lang]);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      const axe = await new AxeBuilder({ page }).withTags(wcag).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    });
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
