import { chromium } from '@playwright/test';
import { browserPath, chromiumArgs } from '../../scripts/browser-path.ts';
import type { VisitorState } from '../servers/bench-visitor.ts';

export interface BrowserFigures {
  /** Median Largest Contentful Paint of the runs, in ms. */
  lcpMs: number;
  /** Every run's LCP, in ms, sorted. */
  runsMs: number[];
  /** URL paths of the scripts the last run downloaded (until the network was idle). */
  scripts: string[];
}

/** How long the page may take to report its LCP. */
const LCP_TIMEOUT_MS = 5000;

/**
 * Loads a page in headless Chromium on loopback, cold each time (a new browser context per run),
 * reads its Largest Contentful Paint and keeps the median of `runs`, and the scripts it downloaded.
 * A `visitor` (a filled cart, a session) is set in each fresh context.
 * Chromium resolves `*.localhost` to loopback, so `http://autocars.localhost:<port>/` reaches the site.
 */
export async function browserFigures(url: string, runs = 5, visitor: VisitorState | null = null): Promise<BrowserFigures> {
  const executablePath = browserPath();
  if (!executablePath) throw new Error('no Chromium: install it with apt-get install -y chromium or set CHROMIUM_PATH');
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const lcps: number[] = [];
  let scripts: string[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      if (visitor) {
        // the visitor's cookies on the page's host, its local storage before the page's scripts run
        await context.addCookies(visitor.cookie.split('; ').map((pair) => ({ name: pair.split('=')[0]!, value: pair.slice(pair.indexOf('=') + 1), url })));
        await context.addInitScript((items) => { for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value); }, visitor.localStorage);
      }
      const page = await context.newPage();
      const seen: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') seen.push(new URL(request.url()).pathname);
      });
      await page.goto(url, { waitUntil: 'load', timeout: 15_000 });
      const lcp = await page.evaluate(
        (timeout) =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries[entries.length - 1]!.startTime);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => resolve(-1), timeout);
          }),
        LCP_TIMEOUT_MS,
      );
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      if (lcp >= 0) lcps.push(lcp);
      scripts = seen;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  lcps.sort((a, b) => a - b);
  const median = lcps.length ? lcps[Math.floor(lcps.length / 2)]! : -1;
  return { lcpMs: Math.round(median), runsMs: lcps.map(Math.round), scripts };
}
