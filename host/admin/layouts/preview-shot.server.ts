/** A screenshot maker: the PNG of a page at a URL, with the admin's cookie (decision 0018). */
export type PreviewShot = (url: string, cookie: string, width: number) => Promise<Buffer>;

interface BrowserLike {
  newContext(options: { viewport: { width: number; height: number }; extraHTTPHeaders: Record<string, string> }): Promise<{
    newPage(): Promise<{ goto(url: string, options: { waitUntil: 'load' }): Promise<unknown>; screenshot(options: { fullPage: boolean; type: 'png' }): Promise<Buffer> }>;
    close(): Promise<void>;
  }>;
  close(): Promise<void>;
}

/**
 * Screenshots with Chromium on the server (playwright-core; `CHROMIUM_PATH`, default
 * /usr/bin/chromium). One browser is started on first use and kept; without Chromium the
 * function rejects with a clear message and the panel shows the layout without a fresh preview.
 */
export function chromiumPreviewShot(executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): PreviewShot & { close(): Promise<void> } {
  let browser: Promise<BrowserLike> | null = null;
  const launch = async (): Promise<BrowserLike> => {
    const { chromium } = await import('playwright-core').catch(() => {
      throw new Error('Layout previews need playwright-core and Chromium on the server (npm install playwright-core; CHROMIUM_PATH)');
    });
    return chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] }) as unknown as Promise<BrowserLike>;
  };
  const shot = async (url: string, cookie: string, width: number): Promise<Buffer> => {
    browser ??= launch().catch((error: unknown) => {
      browser = null;
      throw error;
    });
    const context = await (await browser).newContext({ viewport: { width, height: 800 }, extraHTTPHeaders: cookie ? { cookie } : {} });
    try {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      return await page.screenshot({ fullPage: true, type: 'png' });
    } finally {
      await context.close();
    }
  };
  return Object.assign(shot, {
    close: async () => {
      if (browser) await (await browser).close().catch(() => undefined);
      browser = null;
    },
  });
}
