import { describe, expect, it } from 'vitest';
import { checkAcrossFiles } from './check-site-file.ts';
import { page, pagesDocument } from '../site-checks/page-fixture.test-utils.ts';

const component = { $schema: 'x', schemaVersion: 1, slug: 'voyages', config: { layout: [] } };

describe('checkAcrossFiles', () => {
  it('finds a missing component again for the same page tree once its file is gone, and forgets it once it is back', () => {
    const pages = pagesDocument([page(1, 'voyages', 'trips', { cms: { isCmsPage: true, route: 'voyages' } })]);
    const withComponent = new Map([
      ['pages.json', { kind: 'pages' as const, document: pages }],
      ['components/voyages.json', { kind: 'component' as const, document: component }],
    ]);
    const files = new Set(['pages.json', 'components/voyages.json']);
    expect(checkAcrossFiles(files, withComponent)).toEqual([]);
    const without = new Map([['pages.json', { kind: 'pages' as const, document: pages }]]);
    expect(checkAcrossFiles(new Set(['pages.json']), without)).toEqual([
      { file: 'pages.json', pointer: '/pages/0/cms/route', message: 'no component config components/voyages.json' },
    ]);
    expect(checkAcrossFiles(files, withComponent)).toEqual([]);
  });
});
