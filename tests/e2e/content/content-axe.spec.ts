import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/fixtures.ts';

// Every content template — the list and the detail page of each kind, the calendar, the
// services, the reviews, the newsletter and the forms — in both languages: served with its own
// title and description, one h1, and no WCAG 2.1 AA violation.

const port = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3199').port;
const domaine = `http://domaine.localhost:${port}`;
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const templates: { name: string; fr: string; en: string; block: string }[] = [
  { name: 'news list', fr: `${domaine}/actualites`, en: `${domaine}/en/news`, block: '.block-news-list' },
  { name: 'news list, page 2', fr: `${domaine}/actualites?page=2`, en: `${domaine}/en/news?page=2`, block: '.block-news-list' },
  { name: 'news detail', fr: `${domaine}/news/vendanges-2026/2`, en: `${domaine}/en/news/harvest-2026/2`, block: '.content-article' },
  { name: 'blog folder', fr: `${domaine}/blog?folder=1`, en: `${domaine}/en/blog?folder=1`, block: '.block-blog' },
  { name: 'blog article', fr: `${domaine}/blog/x/2`, en: `${domaine}/en/blog/x/2`, block: '.content-article' },
  { name: 'album list', fr: `${domaine}/le-domaine/galerie-photos`, en: `${domaine}/en/the-estate/photo-gallery`, block: '.block-album-list' },
  { name: 'album', fr: `${domaine}/album/x/1`, en: `${domaine}/en/album/x/1`, block: '.block-album' },
  { name: 'element list and services', fr: `${domaine}/visites-et-degustations`, en: `${domaine}/en/visits-and-tastings`, block: '.block-element-list' },
  { name: 'element detail with registration', fr: `${domaine}/atelier/x/1`, en: `${domaine}/en/atelier/x/1`, block: '.block-element-detail__registration' },
  { name: 'event calendar', fr: `${domaine}/visites-et-degustations/calendrier-des-degustations`, en: `${domaine}/en/visits-and-tastings/tasting-calendar`, block: '.block-event-calendar' },
  { name: 'reviews and newsletter', fr: `${domaine}/`, en: `${domaine}/en`, block: '.block-google-reviews' },
  { name: 'contact form', fr: `${domaine}/nous-contacter`, en: `${domaine}/en/contact-us`, block: '.block-form' },
  { name: 'vehicle detail', fr: '/autocar/x/1', en: '/en/autocar/x/1', block: 'main' },
  { name: 'application form', fr: '/entreprise/candidature-spontanee', en: '/en/company/application-spontane', block: '.block-form' },
];

for (const lang of ['fr', 'en'] as const) {
  for (const template of templates) {
    test(`${template.name} (${lang}) has its title, one h1 and no axe violation`, async ({ page, problems }) => {
      const response = await page.goto(template[lang]);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator(template.block).first()).toBeVisible();
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      const axe = await new AxeBuilder({ page }).withTags(wcag).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
      expect(problems.list).toEqual([]);
    });
  }
}
