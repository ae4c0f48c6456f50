import { test, expect } from '../support/fixtures.ts';

// §4 service detail (#24): the wine site's services list links each service to its own page,
// with a breadcrumb back to the list, in French and in English.

const port = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3199').port;
const domaine = (path: string) => `http://domaine.localhost:${port}${path}`;

const cases = [
  { lang: 'fr', list: '/visites-et-degustations', more: 'En savoir plus sur « Visite Découverte »', title: 'Visite Découverte', url: /\/service\/visite-decouverte\/1$/, trail: 'Fil d’Ariane', back: /Visites et dégustations/ },
  { lang: 'en', list: '/en/visits-and-tastings', more: 'More about “Discovery tour”', title: 'Discovery tour', url: /\/en\/service\/discovery-tour\/1$/, trail: 'Breadcrumb', back: /Visits and tastings/i },
] as const;

for (const one of cases) {
  test(`a service of the list opens its own page and leads back to the list (${one.lang})`, async ({ page, problems }) => {
    await page.goto(domaine(one.list));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('link', { name: one.more }).click();
    await expect(page).toHaveURL(one.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(one.title);
    await expect(page).toHaveTitle(new RegExp(one.title));
    await page.getByRole('navigation', { name: one.trail }).getByRole('link', { name: one.back }).click();
    await expect(page).toHaveURL(domaine(one.list));
    expect(problems.list).toEqual([]);
  });
}
