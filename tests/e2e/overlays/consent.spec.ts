import AxeBuilder from '@axe-core/playwright';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.ts';
import { ownPort, startOwnServer, type OwnServer } from '../support/own-server.ts';

// The cookie banner on a site that configures Google Analytics: shown at load in French, accept
// and deny equally prominent, closing counts as refusal, reopened from the footer; no tracking
// request and no tracking cookie before the visitor accepts.
const GA_ID = 'G-VITRINE123';
let server: OwnServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startOwnServer(ownPort(11), (siteConfigs) => {
    const file = path.join(siteConfigs, 'autocars', 'parameters.json');
    const document = JSON.parse(readFileSync(file, 'utf8'));
    document.parameters.push({ type: 'GOOGLE_ANALYTICS_ID', kind: 'STRING', label: 'Google Analytics', value: GA_ID });
    writeFileSync(file, JSON.stringify(document, null, 2));
    // The domaine copy turns custom scripts on: its end-of-body script must run, under the nonce.
    const domaine = path.join(siteConfigs, 'domaine', 'parameters.json');
    const parameters = JSON.parse(readFileSync(domaine, 'utf8'));
    parameters.parameters = parameters.parameters.filter((p: { type: string }) => !['END_OF_BODY_HTML', 'ALLOW_CUSTOM_SCRIPTS'].includes(p.type));
    parameters.parameters.push(
      { type: 'END_OF_BODY_HTML', kind: 'TEXT', label: 'End of body', value: '<p>Nos partenaires</p><script>window.__customRan = (window.__customRan || 0) + 1</script><img src=x onerror="window.__customRan = 100">' },
      { type: 'ALLOW_CUSTOM_SCRIPTS', kind: 'BOOLEAN', label: 'Custom scripts', value: true },
    );
    writeFileSync(domaine, JSON.stringify(parameters, null, 2));
  });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Answers the tracking script locally and records every request to a tracking service. */
async function watchTracking(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag stand-in */' });
  });
  return requests;
}

/** The paths of the scripts the page downloads from now on. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}
const trackingCode = (scripts: string[]) => scripts.filter((script) => /\/(Tracking|install-tracking|tracking)-/.test(script));

const trackingCookies = async (page: Page) => (await page.context().cookies()).filter((cookie) => /^_ga|^_gid|^_pk/.test(cookie.name));

test('shows the banner in French with equal choices, and loads nothing before a choice', async ({ page, problems }) => {
  const tracking = await watchTracking(page);
  const scripts = watchScripts(page);
  await page.goto(server.url('autocars', '/'));
  const banner = page.locator('.vitrine-consent');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading')).toHaveText('Cookies et vie privée');
  const accept = banner.getByRole('button', { name: 'Tout accepter' });
  const deny = banner.getByRole('button', { name: 'Tout refuser' });
  const [a, d] = [await accept.boundingBox(), await deny.boundingBox()];
  expect(a && d && Math.abs(a.height - d.height) < 1 && Math.abs(a.width - d.width) < 40).toBe(true);
  const axe = await new AxeBuilder({ page }).include('.vitrine-consent').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.waitForTimeout(1_500);
  expect(tracking).toEqual([]);
  expect(await trackingCookies(page)).toEqual([]);
  expect(await page.evaluate(() => 'gtag' in window)).toBe(false);
  expect(trackingCode(scripts), 'our tracking code waits for the choice too').toEqual([]);
  expect(problems.list).toEqual([]);
});

test('accepting loads Google Analytics from its allowed origin and remembers the choice', async ({ page, problems }) => {
  const tracking = await watchTracking(page);
  const scripts = watchScripts(page);
  await page.goto(server.url('autocars', '/en'));
  await page.locator('.vitrine-consent').getByRole('button', { name: 'Accept all' }).click();
  await expect(page.locator('.vitrine-consent')).toHaveCount(0);
  await expect.poll(() => tracking.length).toBeGreaterThan(0);
  expect(tracking[0]).toContain(`id=${GA_ID}`);
  expect(trackingCode(scripts).length).toBeGreaterThan(0);
  const cookie = (await page.context().cookies()).find((one) => one.name === 'vitrine-consent');
  expect(cookie?.value).toMatch(/^accepted\.\d+$/);
  const months = ((cookie?.expires ?? 0) * 1000 - Date.now()) / (30.5 * 24 * 3600 * 1000);
  expect(months).toBeGreaterThan(12);
  expect(months).toBeLessThanOrEqual(13.2);
  scripts.length = 0;
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.vitrine-consent')).toHaveCount(0);
  expect(scripts.filter((script) => /\/ConsentBanner-/.test(script)), 'a stored choice: no banner code').toEqual([]);
  expect(problems.list).toEqual([]);
});

test('denying, or closing the banner, loads nothing; the footer button reopens it', async ({ page, problems }) => {
  const tracking = await watchTracking(page);
  await page.goto(server.url('autocars', '/'));
  await page.locator('.vitrine-consent').getByRole('button', { name: 'Fermer sans accepter' }).click();
  await expect(page.locator('.vitrine-consent')).toHaveCount(0);
  const cookie = (await page.context().cookies()).find((one) => one.name === 'vitrine-consent');
  expect(cookie?.value).toMatch(/^denied\.\d+$/);
  await page.getByRole('button', { name: 'Gérer les cookies' }).click();
  const banner = page.locator('.vitrine-consent');
  await expect(banner).toBeVisible();
  await expect(banner).toBeFocused();
  await banner.getByRole('button', { name: 'Tout refuser' }).click();
  await page.goto(server.url('autocars', '/nous-contacter'));
  await page.waitForTimeout(1_500);
  expect(tracking).toEqual([]);
  expect(await trackingCookies(page)).toEqual([]);
  // With the choice stored, the banner's code loads only when the footer button asks for it.
  await page.getByRole('button', { name: 'Gérer les cookies' }).click();
  await expect(banner).toBeVisible();
  await expect(banner).toBeFocused();
  await banner.getByRole('button', { name: 'Tout refuser' }).click();
  await expect(banner).toHaveCount(0);
  expect(problems.list).toEqual([]);
});

test('the page policy allows the configured tracking origin and nothing unsafe', async ({ page }) => {
  const response = await page.goto(server.url('autocars', '/'));
  if (!response) throw new Error('no response');
  const csp = response.headers()['content-security-policy'] ?? '';
  // A public page carries no nonce (a shared cache may keep it): its boot script goes by hash.
  expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/www\.googletagmanager\.com/);
  expect(csp).toContain('https://*.google-analytics.com');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'self'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBeTruthy();
});

test('with ALLOW_CUSTOM_SCRIPTS, the end-of-body script runs once under the nonce; handlers stay out', async ({ page, problems }) => {
  problems.allow(/Failed to load resource|404/);
  await page.goto(server.url('domaine', '/'));
  await expect(page.locator('.vitrine-end-of-body')).toHaveText('Nos partenaires');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __customRan?: number }).__customRan)).toBe(1);
  expect(await page.locator('[onerror]').count()).toBe(0);
  await page.goto(server.url('autocars', '/'));
  expect(await page.evaluate(() => (window as unknown as { __customRan?: number }).__customRan)).toBeUndefined();
  expect(problems.list).toEqual([]);
});

test('the banner is never taken for the page\'s largest content (it slides in from below the window)', async ({ page, problems }) => {
  // The empty cart is a sparse page: the banner's text is its biggest block once shown.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(server.url('domaine', '/cart'));
  const banner = page.locator('.vitrine-consent');
  await expect(banner).toBeVisible();
  await expect.poll(() => banner.evaluate((element) => element.getAnimations().every((animation) => animation.playState === 'finished'))).toBe(true);
  const largest = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries().map((entry) => ((entry as PerformanceEntry & { element?: Element | null }).element?.closest('.vitrine-consent') ? 'banner' : 'page'))),
        ).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(largest.length).toBeGreaterThan(0);
  expect(largest).not.toContain('banner');
  expect(problems.list).toEqual([]);
});
