import { describe, expect, it } from 'vitest';
import { SITE_CHROME } from '../shell/page-chrome.ts';
import { pageParts } from './page-parts.ts';

const blocks = ['hero', 'image-text', 'rich-text', 'call-to-action'];

describe('pageParts (decision 0062)', () => {
  it('keeps every block in the body of a usual page', () => {
    expect(pageParts(blocks, SITE_CHROME, true)).toEqual({ header: null, lead: null, body: blocks, aside: null, footer: null });
  });

  it('puts the last block in the right-hand column, the hero across the page above (isFixedOnRight)', () => {
    expect(pageParts(blocks, { ...SITE_CHROME, fixedOnRight: true }, true)).toEqual({ header: null, lead: 'hero', body: ['image-text', 'rich-text'], aside: 'call-to-action', footer: null });
  });

  it('takes the first block as the header and the last as the footer (isCustomHeader, isCustomFooter)', () => {
    expect(pageParts(blocks, { ...SITE_CHROME, customHeader: true, customFooter: true }, true)).toEqual({ header: 'hero', lead: null, body: ['image-text', 'rich-text'], aside: null, footer: 'call-to-action' });
  });

  it('gives a custom footer the last block and the right-hand column the one before', () => {
    expect(pageParts(blocks, { ...SITE_CHROME, fixedOnRight: true, customFooter: true }, true)).toMatchObject({ body: ['image-text'], aside: 'rich-text', footer: 'call-to-action' });
  });

  it('never empties the body of a page with one block', () => {
    expect(pageParts(['rich-text'], { ...SITE_CHROME, fixedOnRight: true, customHeader: true, customFooter: true }, false)).toMatchObject({ body: ['rich-text'], header: null, aside: null, footer: null });
  });
});
