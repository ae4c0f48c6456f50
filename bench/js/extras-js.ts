import { chromium, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { browserPath, chromiumArgs } from '../../scripts/browser-path.ts';
import { eagerExtrasGzip } from './eager-extras.ts';
import { pageModuleUrls } from './initial-js.ts';

/** Issue 4 §6: the consent banner and the overlays together, loaded only when needed. */
export const EXTRAS_GOAL_KB = 15;

export interface ScriptCost {
  url: string;
  gzipBytes: number;
}

export interface ExtrasScenario {
  label: string;
  /** Scripts this step downloaded beyond the page's own (entry + its modulepreloads) and the steps before. */
  scripts: ScriptCost[];
  /** Set when the overlay did not show: the step's figure is then incomplete. */
  failure?: string;
  /** The popup host: loaded only on pages that have a popup (none on the measured page). */
  popup?: boolean;
}

export interface ExtrasJs {
  /** The always-loaded part, inside the entry chunk (built alone, React external, gzip -9). */
  eagerGzipBytes: number;
  scenarios: ExtrasScenario[];
  /** Eager part + every script any scenario added, each counted once. */
  totalGzipBytes: number;
  /** The same without the popup host: all a page without popups can load (the goal's figure). */
  withoutPopupGzipBytes: number;
  /** Of the total: the libraries, by the client manifest (the overlays' shared animation chunk; XState). */
  libraries: { motionGzipBytes: number; xstateGzipBytes: number };
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The script paths (`/assets/x.js`) of the overlays' shared chunk (motion's `useAnimate` and the animation hooks) and of XState. */
export function libraryScripts(manifest: Manifest): { motion: Set<string>; xstate: Set<string> } {
  const motion = new Set(Object.entries(manifest).filter(([key]) => /^_overlay-base-/.test(key)).map(([, chunk]) => `/${chunk.file}`));
  const xstate = new Set(Object.entries(manifest).filter(([key]) => /xstate/.test(key)).map(([, chunk]) => `/${chunk.file}`));
  return { motion, xstate };
}

/** The scripts only blocks need (block entries and the chunks no runtime entry imports): a page's content, not this issue's code. */
export function blockOnlyScripts(manifest: Manifest): Set<string> {
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const walk = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const child of manifest[key]!.imports ?? []) walk(child);
    };
    keys.forEach(walk);
    return seen;
  };
  const keys = Object.keys(manifest);
  const runtime = closure(keys.filter((key) => key.startsWith('runtime/') || key.startsWith('host/')));
  const blocks = closure(keys.filter((key) => key.startsWith('blocks/')));
  return new Set([...blocks].filter((key) => !runtime.has(key)).map((key) => `/${manifest[key]!.file}`));
}

const consentCookie = (host: string) => ({ name: 'vitrine-consent', value: `denied.${Date.now()}`, domain: host, path: '/' });

/** Opens the page in a fresh context; `scripts()` lists the scripts downloaded so far (URL paths). */
async function openPage(browser: Browser, url: string, withChoice: boolean) {
  const context = await browser.newContext();
  if (withChoice) await context.addCookies([consentCookie(new URL(url).hostname)]);
  const page = await context.newPage();
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.push(new URL(request.url()).pathname);
  });
  const response = await page.goto(url, { waitUntil: 'load', timeout: 15_000 });
  const own = pageModuleUrls((await response?.text()) ?? '');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 15_000 });
  await settle(page);
  return { context, page, own, scripts: () => [...new Set(seen)] };
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

/**
 * What this issue's code costs on a content page, measured from real downloads in headless
 * Chromium: the scripts loaded after the page's own (entry + modulepreloads) on a first visit
 * (banner shown), on a visit with a stored choice, and when each overlay opens (the slider from
 * its event; the loading bar on a slow client navigation; the popup host with a popup answered
 * from the `popupSite`'s popup 1; a failing popup request, which shows an error toast — the last
 * two only on pages that have a popup). Sizes are gzip -9 of the served files.
 */
export async function extrasJs(origin: string, host: string, path: string, popupSite: number, manifestFile: string): Promise<ExtrasJs> {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const groups = libraryScripts(manifest);
  const pageContent = blockOnlyScripts(manifest);
  const executablePath = browserPath();
  if (!executablePath) throw new Error('no Chromium: install it with apt-get install -y chromium or set CHROMIUM_PATH');
  const url = `${origin.replace('127.0.0.1', host)}${path}`;
  const popup = await (await fetch(`${origin}/api/popup/1`, { headers: { host, idSite: String(popupSite) } })).text();
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const sizes = new Map<string, number>();
  const cost = async (list: string[]): Promise<ScriptCost[]> => {
    const out: ScriptCost[] = [];
    for (const script of list) {
      if (!sizes.has(script)) sizes.set(script, gzipSync(Buffer.from(await (await fetch(new URL(script, origin))).arrayBuffer()), { level: 9 }).length);
      out.push({ url: script, gzipBytes: sizes.get(script)! });
    }
    return out;
  };
  const scenarios: ExtrasScenario[] = [];
  try {
    const first = await openPage(browser, url, false);
    if (!(await first.page.locator('.vitrine-consent').isVisible())) throw new Error('first visit: the consent banner did not show');
    scenarios.push({ label: 'first visit, banner shown', scripts: await cost(first.scripts().filter((s) => !first.own.has(s))) });
    await first.context.close();

    const stored = await openPage(browser, url, true);
    const atStart = new Set(stored.scripts());
    scenarios.push({ label: 'visit with a stored choice', scripts: await cost([...atStart].filter((s) => !stored.own.has(s))) });
    const added = async (label: string, action: (page: Page) => Promise<void>) => {
      const before = new Set(stored.scripts());
      let failure: string | undefined;
      try {
        await action(stored.page);
      } catch (error) {
        failure = error instanceof Error ? error.message.split('\n')[0] : String(error);
      }
      await settle(stored.page);
      // a navigation also loads the next page's blocks: those are the page's content, not this issue's code
      scenarios.push({ label, scripts: await cost(stored.scripts().filter((s) => !before.has(s) && !pageContent.has(s))), ...(failure ? { failure } : {}), ...(/pages with a popup only/.test(label) ? { popup: true } : {}) });
    };
    await added('slider opened', async (page) => {
      await page.evaluate(() => {
        const detail = { items: [{ type: 'image', src: '/favicon.ico', alt: 'bench', width: 10, height: 10 }], index: 0 };
        window.dispatchEvent(new CustomEvent('vitrine:slider-open', { detail }));
      });
      await page.locator('.vitrine-slider').waitFor({ timeout: 10_000 });
      await page.keyboard.press('Escape');
    });
    await stored.page.route('**/_data?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await added('slow client navigation: loading bar', async (page) => {
      const link = page.locator(`header a[href^="/"]:not([href="${path}"]):visible`).first();
      const href = await link.getAttribute('href');
      await link.click();
      await page.locator('.vitrine-loading-bar').waitFor({ state: 'attached', timeout: 10_000 });
      await page.waitForURL((target) => target.pathname === href, { timeout: 10_000 });
    });
    await stored.page.unroute('**/_data?**');
    await stored.page.route('**/api/popup/1', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: popup }));
    await added('popup opened (pages with a popup only)', async (page) => {
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('vitrine:popup-open', { detail: { id: 1, force: true } })));
      await page.locator('.vitrine-popup').waitFor({ timeout: 8_000 });
      await page.keyboard.press('Escape');
    });
    await stored.page.route('**/api/popup/2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"data":null,"message":"bench"}' });
    });
    await added('popup request failing: error toast (pages with a popup only)', async (page) => {
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('vitrine:popup-open', { detail: { id: 2 } })));
      await page.locator('.vitrine-toast').waitFor({ timeout: 10_000 });
    });
    await stored.context.close();
  } finally {
    await browser.close();
  }
  const eagerGzipBytes = await eagerExtrasGzip();
  const every = new Map(scenarios.flatMap((scenario) => scenario.scripts.map((s) => [s.url, s.gzipBytes] as const)));
  const totalGzipBytes = eagerGzipBytes + [...every.values()].reduce((sum, bytes) => sum + bytes, 0);
  const withoutPopup = new Map(scenarios.filter((scenario) => !scenario.popup).flatMap((scenario) => scenario.scripts.map((s) => [s.url, s.gzipBytes] as const)));
  const withoutPopupGzipBytes = eagerGzipBytes + [...withoutPopup.values()].reduce((sum, bytes) => sum + bytes, 0);
  const sumOf = (files: Set<string>) => [...every].reduce((sum, [url, bytes]) => sum + (files.has(url) ? bytes : 0), 0);
  return { eagerGzipBytes, scenarios, totalGzipBytes, withoutPopupGzipBytes, libraries: { motionGzipBytes: sumOf(groups.motion), xstateGzipBytes: sumOf(groups.xstate) } };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The lines `npm run bench` prints for `extrasJs`. */
export function extrasJsReport(figures: ExtrasJs): string[] {
  const lines = [`issue 4 code (consent banner, overlays, tracking), JavaScript added, gzip -9`];
  lines.push(`  ${'eager part in the entry chunk (ClientExtras)'.padEnd(50)}${kb(figures.eagerGzipBytes).padStart(8)} KB`);
  for (const scenario of figures.scenarios) {
    const sum = scenario.scripts.reduce((total, script) => total + script.gzipBytes, 0);
    const files = scenario.scripts.map((s) => `${s.url.replace(/^\/assets\//, '')} ${kb(s.gzipBytes)}`).join(', ') || '(nothing)';
    lines.push(`  ${scenario.label.padEnd(50)}${kb(sum).padStart(8)} KB  ${files}${scenario.failure ? ` — DID NOT OPEN: ${scenario.failure}` : ''}`);
  }
  const incomplete = figures.scenarios.some((scenario) => scenario.failure);
  const ok = !incomplete && figures.withoutPopupGzipBytes < EXTRAS_GOAL_KB * 1024;
  const verdict = incomplete ? 'INCOMPLETE (an overlay did not open)' : ok ? 'within goal' : 'OVER goal';
  lines.push(`  ${'this page: banner + every overlay it can open'.padEnd(50)}${kb(figures.withoutPopupGzipBytes).padStart(8)} KB (goal < ${EXTRAS_GOAL_KB} KB together, loaded only when needed) — ${verdict}`);
  lines.push(`  ${'a page with a popup: the same + the popup host'.padEnd(50)}${kb(figures.totalGzipBytes).padStart(8)} KB (the popup machine is XState, as §2 requires)`);
  const { motionGzipBytes, xstateGzipBytes } = figures.libraries;
  const own = figures.totalGzipBytes - motionGzipBytes - xstateGzipBytes;
  lines.push(`    of which the overlays' shared chunk (motion/react-mini useAnimate + animation hooks) ${kb(motionGzipBytes)} KB, XState (popup host only) ${kb(xstateGzipBytes)} KB, the rest of Vitrine's code ${kb(own)} KB`);
  return lines;
}
