import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect } from '../support/fixtures.ts';
import { BENCH_TEMPLATES } from '../../../bench/browser/templates.ts';

// Issue 15 §3: a page makes at most two render-blocking requests before it can paint: every
// template links one stylesheet (the build's one CSS file, shared by every page and site), and
// its scripts are modules (deferred by nature). Seen in the HTML as sent, then in the browser.
const port = new URL(process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`).port;

/** Requests that block the first paint: stylesheets (not print-only) and classic scripts without async/defer, in the head. */
function blockingRequests(html: string): string[] {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const stylesheets = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(([tag]) => tag).filter((tag) => !/\bmedia="print"/.test(tag));
  const scripts = [...head.matchAll(/<script\b([^>]*)>/g)].map(([tag, attributes]) => ({ tag, attributes: attributes ?? '' }))
    .filter(({ attributes }) => /\bsrc=/.test(attributes) && !/\b(async|defer)\b/.test(attributes) && !/type="module"/.test(attributes))
    .map(({ tag }) => tag);
  return [...stylesheets, ...scripts];
}

for (const template of BENCH_TEMPLATES) {
  test(`${template.site} ${template.label}: at most two render-blocking requests, the one stylesheet styling the page`, async ({ page, problems }) => {
    const url = `http://${template.site}.localhost:${port}${template.path}`;
    const stylesheets: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'stylesheet') stylesheets.push(new URL(sent.url()).pathname);
    });
    const answer = await page.goto(url);
    expect(answer?.status()).toBe(200);
    // In the HTML as sent.
    const blocking = blockingRequests((await answer?.text()) ?? '');
    expect(blocking.length, blocking.join('\n')).toBeLessThanOrEqual(2);
    expect(blocking.filter((tag) => tag.includes('stylesheet'))).toHaveLength(1);

    // In the browser: one stylesheet for the page, and its rules apply.
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(stylesheets, 'stylesheets downloaded, hydration and lazy parts included').toHaveLength(1);
    const rules = await page.evaluate(() => [...document.styleSheets].reduce((sum, sheet) => sum + (sheet.href ? sheet.cssRules.length : 0), 0));
    expect(rules).toBeGreaterThan(50);
    expect(problems.list).toEqual([]);
  });
}

// Decision 0044: the first screen (HTML, stylesheet, fonts, LCP picture) has the connection to
// itself; the client's scripts are asked for once the first frame is painted, and the page hydrates.
for (const template of BENCH_TEMPLATES.filter((one) => one.label === 'home' || one.label === 'product page')) {
  test(`${template.site} ${template.label}: no script is asked for before the first paint and the LCP picture, then the page hydrates`, async ({ page, problems }) => {
    const url = `http://${template.site}.localhost:${port}${template.path}`;
    await page.goto(url);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? null,
      // The LCP picture the server marks: its bytes are in before any script is asked for.
      hero: (() => {
        const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
        const entry = image ? performance.getEntriesByName(image.currentSrc)[0] : undefined;
        return entry ? (entry as PerformanceResourceTiming).responseEnd : null;
      })(),
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'img' && /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(timing.firstPaint).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(0);
    const early = timing.scripts.filter((script) => script.start < timing.firstPaint!);
    expect(early, `scripts asked for before the first contentful paint at ${timing.firstPaint} ms`).toEqual([]);
    expect(timing.hero, 'the page has an LCP picture marked fetchpriority="high"').not.toBeNull();
    const beforeHero = timing.scripts.filter((script) => script.start < timing.hero!);
    expect(beforeHero, `scripts asked for before the LCP picture was in, at ${timing.hero} ms`).toEqual([]);
    expect(problems.list).toEqual([]);
  });
}

// Decision 0046: react-router's package exports name only its development build (its warnings
// checked on every render); the build takes its production build, in the browser and on the server.
// "You should not include both `Component` and `element`" is a warning of that build alone.
const DEVELOPMENT_ONLY = 'You should not include both `Component` and `element`';

test('the scripts of a page and the server bundle carry react-router’s production build', async ({ page, problems }) => {
  await page.goto(`http://domaine.localhost:${port}/`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const paths = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => /\/assets\/[^/]+\.js$/.test(path)),
  );
  const texts = await Promise.all(paths.map(async (path) => ({ path, text: await (await page.request.get(`http://127.0.0.1:${port}${path}`)).text() })));
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter(({ text }) => text.includes(DEVELOPMENT_ONLY)).map(({ path }) => path)).toEqual([]);
  expect(texts.some(({ text }) => text.includes('react-router-scroll-positions')), 'react-router is in the scripts').toBe(true);
  const server = readFileSync(resolve(import.meta.dirname, '../../../dist/server/entry.server.js'), 'utf8');
  expect(server).toContain('react-router/dist/production/');
  expect(server.includes(DEVELOPMENT_ONLY), 'a development-only warning of react-router in dist/server').toBe(false);
  expect(problems.list).toEqual([]);
});
