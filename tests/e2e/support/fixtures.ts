import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every end-to-end test fails on a console error, an uncaught page error or a failed request
 * that it did not expect (CONVENTIONS.md: tests fail on what a visitor would suffer).
 */
export interface Problems {
  list: string[];
  /** Call before an action that is expected to log an error or fail a request. */
  allow(pattern: RegExp): void;
}

export const test = base.extend<{ problems: Problems }>({
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
