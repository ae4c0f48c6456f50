import { test, expect } from '../support/fixtures.ts';

// The §3 page fields on autocars, in Chromium (issue 37 row 2, decision 0062): a header over the
// tour bus page's hero, the guided tours page's call to action in a right-hand column, an icon
// beside the accessible coach's menu entry, and a page every link reloads.

test('useAbsoluteMenu: the header lies over the hero, transparent, and takes its background once the page scrolls', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/location-car-avec-chauffeur/location-tourbus');
  const header = page.locator('header.site-header');
  await expect(header).toHaveAttribute('data-overlay', 'true');
  // the shell's behaviour wakes on the first interaction
  await page.mouse.move(640, 400);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background()).toBe('rgba(0, 0, 0, 0)');
  const hero = page.locator('.block-hero').first();
  const [headerBox, heroBox, titleBox] = await Promise.all([header.boundingBox(), hero.boundingBox(), hero.locator('h1').boundingBox()]);
  // over the hero: both start at the top; the hero's title is below the header, not under it
  expect(Math.round(headerBox!.y)).toBe(0);
  expect(Math.round(heroBox!.y)).toBe(0);
  expect(titleBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  // another page keeps the header in the flow, above its hero
  await page.goto('/voyages-organises');
  await expect(page.locator('header.site-header')).not.toHaveAttribute('data-overlay', 'true');
  expect(problems.list).toEqual([]);
});

test('isFixedOnRight: the call to action is a right-hand column that stays in view at 1280 px, and follows the page at 390 px', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/voyages-organises/circuit-touristique-france-europe');
  const aside = page.locator('.vitrine-page__aside');
  const body = page.locator('.vitrine-page__body');
  await expect(aside.locator('.block-call-to-action')).toBeVisible();
  const [asideBox, bodyBox] = await Promise.all([aside.boundingBox(), body.boundingBox()]);
  expect(asideBox!.x).toBeGreaterThan(bodyBox!.x + bodyBox!.width - 1);
  await page.evaluate(() => window.scrollTo(0, document.querySelector('.vitrine-page__body')!.getBoundingClientRect().bottom + window.scrollY - 900));
  const inView = await aside.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
  expect(inView).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const [small, smallBody] = await Promise.all([aside.boundingBox(), body.boundingBox()]);
  expect(small!.y).toBeGreaterThanOrEqual(smallBody!.y + smallBody!.height - 1);
  expect(problems.list).toEqual([]);
});

test('menuIcon: the accessible coach’s menu entry shows its icon at the menu icon size, its text kept as its name', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.locator('nav.main-menu > ul > li').filter({ hasText: 'Location de car' }).first().locator('button').first().click();
  const link = page.getByRole('link', { name: 'Car accessible PMR', exact: true });
  await expect(link).toBeVisible();
  const icon = link.locator('img.menu-icon');
  await expect(icon).toBeVisible();
  await expect(icon).toHaveAttribute('alt', '');
  expect(await icon.evaluate((image: HTMLImageElement) => [image.complete && image.naturalWidth > 0, Math.round(image.getBoundingClientRect().width)])).toEqual([true, 20]);
  expect(problems.list).toEqual([]);
});

test('reload: a link to the application page loads a new document; other pages are reached in the page', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const mark = () => page.evaluate(() => (window as { __stayed?: boolean }).__stayed === true);
  await page.evaluate(() => {
    (window as { __stayed?: boolean }).__stayed = true;
  });
  const company = page.locator('nav.main-menu > ul > li').filter({ hasText: "L'entreprise" }).first();
  await company.locator('button').first().click();
  await page.getByRole('link', { name: 'Qui sommes-nous ?', exact: true }).click();
  await expect(page).toHaveURL(/\/entreprise\/qui-sommes-nous$/);
  expect(await mark()).toBe(true);
  await company.locator('button').first().click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('link', { name: 'Candidature spontanée', exact: true }).click()]);
  await expect(page).toHaveURL(/\/entreprise\/candidature-spontanee$/);
  expect(await mark()).toBe(false);
  // a link in a block (the company page's card), not the menu, reloads too
  await page.goto('/entreprise');
  await page.evaluate(() => {
    (window as { __stayed?: boolean }).__stayed = true;
  });
  await Promise.all([page.waitForEvent('load'), page.locator('a.block-card-grid__link[href="/entreprise/candidature-spontanee"]').click()]);
  await expect(page).toHaveURL(/\/entreprise\/candidature-spontanee$/);
  expect(await mark()).toBe(false);
  expect(problems.list).toEqual([]);
});
