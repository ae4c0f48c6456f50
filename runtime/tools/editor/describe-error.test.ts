import { describe, expect, it } from 'vitest';
import type { BlockField } from '../../../schemas/blocks/block-fields.ts';
import { describeError, fileWords, type SiteWords } from './describe-error.ts';
import type { PageNode } from './page-ops.ts';

const field = (name: string, fr: string, children?: BlockField[]): BlockField => ({
  name, pointer: `/${name}`, label: { fr, en: fr }, help: { fr, en: fr }, widget: children ? 'group' : 'localized-text', required: true, constraints: {}, ...(children ? { children } : {}),
});
const pages = [{ id: 20, idParent: null, order: 0, showInMenu: true, cms: { isCmsPage: true, route: 'nos-vins' }, title: { fr: 'Nos vins', en: 'Our wines' }, url: { fr: 'nos-vins', en: 'our-wines' }, children: [] }] as PageNode[];
const site: SiteWords = {
  pages,
  docs: { 'components/nos-vins.json': { config: { layout: [{ type: 'hero', props: {} }] } } },
  fieldsOf: (type) => (type === 'hero' ? [field('title', 'Titre'), field('cta', 'Bouton', [field('href', 'Destination')])] : undefined),
  lang: 'fr',
};

describe('describeError', () => {
  it('names the page, the block, the field and the language of an error, in plain words', () => {
    expect(describeError({ file: 'components/nos-vins.json', pointer: '/config/layout/0/props/title/fr', lang: 'fr', message: 'x' }, site)).toBe('Page « Nos vins » › Hero › Titre (français)');
    expect(describeError({ file: 'components/nos-vins.json', pointer: '/config/layout/0/props/cta/href', lang: null, message: 'x' }, site)).toBe('Page « Nos vins » › Hero › Destination');
    expect(describeError({ file: 'pages.json', pointer: '/pages/0/url/en', lang: 'en', message: 'x' }, { ...site, lang: 'en' })).toBe('Page “Our wines” › Address (end of the URL) (English)');
    expect(describeError({ file: 'parameters.json', pointer: '/x', lang: null, message: 'x' }, site)).toBe('Réglages du site (parameters.json)');
  });

  it('names a document by the page it renders', () => {
    expect(fileWords('components/home.json', site)).toBe('Page « Accueil »');
    expect(fileWords('pages.json', site)).toBe('l’arbre des pages');
  });
});
