import { describe, expect, it } from 'vitest';
import { pageChrome, reloadsDocument, SITE_CHROME } from './page-chrome.ts';

describe('pageChrome (§3 page fields, decision 0062)', () => {
  it('reads a tree page’s flags, a missing one as false', () => {
    expect(pageChrome({})).toEqual(SITE_CHROME);
    expect(pageChrome({ useAbsoluteMenu: true, isFixedOnRight: true, isCustomFooter: true, reload: true })).toEqual({
      absoluteMenu: true,
      fixedOnRight: true,
      customHeader: false,
      customFooter: true,
      reload: true,
    });
  });

  it('lays no site header over a page that draws its own', () => {
    expect(pageChrome({ useAbsoluteMenu: true, isCustomHeader: true })).toMatchObject({ absoluteMenu: false, customHeader: true });
  });
});

describe('reloadsDocument', () => {
  const reload = { ...SITE_CHROME, reload: true };
  it('turns a navigation from another page into a whole new document', () => {
    expect(reloadsDocument(reload, 'http://a.localhost/entreprise/candidature?x=1', 'http://a.localhost/')).toBe(true);
  });
  it('keeps the document for a page without reload, and for the page’s own form answers', () => {
    expect(reloadsDocument(SITE_CHROME, 'http://a.localhost/b', 'http://a.localhost/')).toBe(false);
    expect(reloadsDocument(undefined, 'http://a.localhost/b', 'http://a.localhost/')).toBe(false);
    expect(reloadsDocument(reload, 'http://a.localhost/b?index', 'http://a.localhost/b')).toBe(false);
  });
});
