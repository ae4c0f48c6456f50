import { describe, expect, it } from 'vitest';
import type { ComponentDocument } from '../site/component.schema.ts';
import { checkSiteDocuments } from './check-site-documents.ts';
import { page, pagesDocument } from './page-fixture.test-utils.ts';

const home: ComponentDocument = {
  $schema: 'x',
  schemaVersion: 2,
  slug: 'home',
  config: { layout: [{ key: 'action01', type: 'call-to-action', props: { button: { label: 'a', href: '/nulle-part' } } }] },
};

describe('checkSiteDocuments', () => {
  it('runs every cross-document check and names the file of each error', () => {
    const errors = checkSiteDocuments(
      { files: new Set(), pages: pagesDocument([page(1, 'a', 'a'), page(2, 'a', 'b')]), components: new Map([['components/home.json', home]]) },
    );
    expect(errors.map((e) => `${e.file} ${e.pointer}`)).toEqual([
      'pages.json /pages/1/url/fr',
      'components/home.json /config/layout/0/props/button/href',
    ]);
  });

  it('skips link checks without a valid pages.json', () => {
    expect(checkSiteDocuments({ files: new Set(), components: new Map([['components/home.json', home]]) })).toEqual([]);
  });

  it('checks an unchanged component again when the page tree or the folder changes (the results are remembered per document)', () => {
    const link: ComponentDocument = { ...home, config: { layout: [{ key: 'action01', type: 'call-to-action', props: { button: { label: 'a', href: '/contact' } } }] } };
    const components = new Map([['components/home.json', link]]);
    const withContact = pagesDocument([page(1, 'contact', 'contact')]);
    expect(checkSiteDocuments({ files: new Set(), pages: withContact, components })).toEqual([]);
    // Same component object, a tree without the page: the link is now broken.
    const withoutContact = pagesDocument([page(1, 'accueil', 'home')]);
    expect(checkSiteDocuments({ files: new Set(), pages: withoutContact, components }).map((e) => `${e.file} ${e.pointer}`)).toEqual([
      'components/home.json /config/layout/0/props/button/href',
    ]);
    // And fixed again by the first tree.
    expect(checkSiteDocuments({ files: new Set(), pages: withContact, components })).toEqual([]);
  });
});
