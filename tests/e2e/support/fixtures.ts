import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every end-to-end test fails on a console error, an uncaught page error or a failed request
 * that it did not expect (docs/conventions.md: tests fail on what a visitor would suffer).
 */
export interface Problems {
  list: string[];
  /** Call before an action that is expected to log an error or fail a request. */
  allow(pattern: RegExp): void;
}

/**
 * Waits until a Vitrine page has hydrated: its scripts start after the first paint (decision
 * 0044), after the `load` event `goto` waits for, and a test that acts on client behaviour (a
 * menu, a client navigation) must not act on the server HTML alone. Other documents pass at once.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !(window as { __vitrine?: { start?: unknown } }).__vitrine?.start || document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 20_000 });
}

export const test = base.extend<{ problems: Problems }>({
  // `goto` and `reload` resolve once the page has hydrated (see waitForHydration), with JavaScript on.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (...args: Parameters<Page['reload']>) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
  problems: async ({ page }, use) => {
    const allowed: RegExp[] = [];
    const list: string[] = [];
    const isAllowed = (text: string) => allowed.some((pattern) => pattern.test(text));
    watch(page, (text) => {
      if (!isAllowed(text)) list.push(text);
    });
    await use({ list, allow: (pattern) => allowed.push(pattern) });
    expect(list, 'console errors, page errors or failed requests').toEqual([]);
  },
});

/** Reports a page's console errors, page errors and failed requests (for a second page of a test, such as an admin's). */
export function watch(page: Page, report: (text: string) => void): void {
  page.on('console', (message) => {
    if (message.type() === 'error') report(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => report(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // A navigation that replaces an in-flight request aborts it: that is not a failure.
    if (failure.includes('ERR_ABORTED')) return;
    report(`requestfailed: ${request.url()} ${failure}`);
  });
}

export { expect };
