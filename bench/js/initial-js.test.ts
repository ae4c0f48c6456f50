import { describe, expect, it } from 'vitest';
import { initialJsReport, pageModuleUrls } from './initial-js.ts';

describe('pageModuleUrls', () => {
  it('reads the entry script and the modulepreloads, either attribute order', () => {
    const html =
      '<script type="module" async src="/assets/entry.client-a.js"></script><link rel="modulepreload" href="/assets/react-b.js"/>' +
      '<link href="/assets/shop-c.js" rel="modulepreload"/><link rel="stylesheet" href="/assets/x.css"/>';
    expect([...pageModuleUrls(html)]).toEqual(['/assets/entry.client-a.js', '/assets/react-b.js', '/assets/shop-c.js']);
  });

  it('reads the entries and preloads the boot script starts after the first paint', () => {
    const html = '<script>window.__vitrine={"blockTypes":[],"start":{"entries":["/assets/entry.client-a.js"],"preloads":["/assets/shop-c.js"]}};(function(w,d){})(window,document);</script>';
    expect([...pageModuleUrls(html)]).toEqual(['/assets/entry.client-a.js', '/assets/shop-c.js']);
  });
});

describe('initialJsReport', () => {
  const js = {
    files: [
      { url: '/assets/shop-c.js', gzipBytes: 10 * 1024, split: { libraryBytes: 2 * 1024, ownBytes: 8 * 1024 } },
      { url: '/assets/entry.client-a.js', gzipBytes: 130 * 1024, split: { libraryBytes: 100 * 1024, ownBytes: 30 * 1024 } },
    ],
    totalGzipBytes: 140 * 1024,
  };

  it('lists the files largest first with their split, and adds the columns up', () => {
    const lines = initialJsReport(js, {});
    expect(lines[1]).toMatch(/^ {2}\/assets\/entry\.client-a\.js +130\.0 +100\.0 +30\.0$/);
    expect(lines[2]).toMatch(/^ {2}\/assets\/shop-c\.js +10\.0 +2\.0 +8\.0$/);
    expect(lines[3]).toMatch(/^ {2}total +140\.0 +102\.0 +38\.0 {2}\(no goal for this page\)$/);
  });

  it('says how far over a goal the page is, for the whole and for the own code', () => {
    const lines = initialJsReport(js, { goalKb: 135, ownGoalKb: 40 });
    expect(lines[3]).toContain('goal ≤ 135 KB — OVER goal by 5.0 KB');
    expect(lines[4]).toBe("  Vitrine's own code 38.0 KB (goal ≤ 40 KB) — within goal");
  });

  it('keeps a file without a source map out of both columns, and says so', () => {
    const lines = initialJsReport({ files: [{ url: '/assets/x.js', gzipBytes: 2048, split: null }], totalGzipBytes: 2048 }, { goalKb: 140 });
    expect(lines[1]).toMatch(/\/assets\/x\.js +2\.0 +\? +\?$/);
    expect(lines[2]).toContain('goal ≤ 140 KB — within goal');
    expect(lines[3]).toBe('  2.0 KB in files without a source map (changed since the build?) are in neither column');
  });
});
