import { describe, expect, it } from 'vitest';
import type { ComponentDocument } from '../site/component.schema.ts';
import { checkComponentLinks, checkPageLinks, linkProblem } from './internal-links.ts';
import type { LinkTargets } from './internal-links.ts';
import { page, pagesDocument } from './page-fixture.test-utils.ts';
import { pagePathSets } from './page-paths.ts';

const tree = [page(60, 'nous-contacter', 'contact-us'), page(70, 'raccourci', 'shortcut', { link: { type: 'INTERNAL', url: '/nous-contactr' } })];
const targets: LinkTargets = { pages: pagePathSets(tree), files: new Set(['media/plan.pdf']) };

describe('linkProblem', () => {
  it('accepts tree pages in their language, fixed routes, media files and external links', () => {
    for (const [href, lang] of [
      ['/nous-contacter', 'fr'],
      ['/en/contact-us?from=home#form', 'en'],
      ['/en/legal-notice', 'en'],
      ['/autocar/autocar-63-places/4', 'any'],
      ['/media/plan.pdf', 'any'],
      ['tel:+33251000000', 'fr'],
      ['mailto:contact@example.fr', 'en'],
      ['https://example.fr', 'fr'],
    ] as const) {
      expect(linkProblem(href, lang, targets), href).toBeNull();
    }
  });

  it('rejects a missing page with the closest path, and a path of the other language', () => {
    expect(linkProblem('/nous-contactr', 'fr', targets)).toEqual({
      message: 'link "/nous-contactr" points to no page in French: neither a page of pages.json nor a fixed route',
      hint: 'did you mean "/nous-contacter"?',
    });
    expect(linkProblem('/nous-contacter', 'en', targets)?.message).toContain('in English');
    expect(linkProblem('/media/absent.pdf', 'fr', targets)?.message).toBe('link "/media/absent.pdf": no file media/absent.pdf in the site folder');
    expect(linkProblem('contact', 'fr', targets)?.message).toMatch(/must be a site path starting with "\/"/);
  });
});

describe('checkComponentLinks / checkPageLinks', () => {
  it('checks href props per language and href attributes inside HTML props', () => {
    const doc: ComponentDocument = {
      $schema: 'x',
      schemaVersion: 2,
      slug: 'home',
      config: {
        layout: [
          { key: 'action01', type: 'call-to-action', props: { button: { label: { fr: 'a', en: 'b' }, href: { fr: '/nous-contacter', en: '/en/contact' } } } },
          { key: 'text0001', type: 'rich-text', props: { html: { fr: '<a href="/legal-notice">x</a>', en: "<a href='/en/nowhere'>y</a>" } } },
        ],
      },
    };
    expect(checkComponentLinks(doc, targets).map((e) => e.pointer)).toEqual([
      '/config/layout/0/props/button/href/en',
      '/config/layout/1/props/html/en',
    ]);
  });

  it('checks the url of INTERNAL page links', () => {
    expect(checkPageLinks(pagesDocument(tree), targets)).toEqual([
      {
        pointer: '/pages/1/link/url',
        message: 'link "/nous-contactr" points to no page: neither a page of pages.json nor a fixed route',
        hint: 'did you mean "/nous-contacter"?',
      },
    ]);
  });
});
