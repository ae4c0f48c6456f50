import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { browserPath, chromiumArgs } from '../../scripts/browser-path.ts';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes as sent (compressed), per resource type, and in all. */
  transfer: Record<string, { requests: number; bytes: number }>;
  /** Requests that block the first paint, as Lighthouse sees them. */
  renderBlocking: string[];
  /** The SEO audits that failed (e.g. `is-crawlable` on a page that asks not to be indexed). */
  failedSeoAudits: string[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse 12 on one URL: its default configuration (a mobile phone, simulated slow 4G and a
 * 4× slower CPU), the system Chromium headless with the flags of the end-to-end tests, a fresh
 * profile per run. `*.localhost` names resolve to this machine, so the Host picks the site.
 */
export async function lighthouseFigures(url: string): Promise<LighthouseFigures> {
  const chromePath = browserPath();
  if (!chromePath) throw new Error('no Chromium: install it with apt-get install -y chromium or set CHROMIUM_PATH');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const transfer: LighthouseFigures['transfer'] = {};
    const summary = lhr.audits['resource-summary']?.details as { items?: { resourceType: string; requestCount: number; transferSize: number }[] } | undefined;
    for (const item of summary?.items ?? []) transfer[item.resourceType] = { requests: item.requestCount, bytes: item.transferSize };
    const blocking = lhr.audits['render-blocking-resources']?.details as { items?: { url: string }[] } | undefined;
    const seoAudits = lhr.categories.seo?.auditRefs ?? [];
    const failedSeoAudits = seoAudits.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
    return {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      transfer,
      renderBlocking: (blocking?.items ?? []).map((item) => new URL(item.url).pathname),
      failedSeoAudits,
    };
  } finally {
    await chrome.kill();
  }
}
