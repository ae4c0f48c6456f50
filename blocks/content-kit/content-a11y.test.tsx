import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { AnyBlockDefinition } from '../../runtime/web/blocks/define-block.ts';
import { loadBlockServerPart } from '../../host/block-server/block-server-parts.server.ts';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import { applicationForm } from '../../runtime/engine/machines/form/form.test-utils.ts';
import { sampleAlbum } from './content.test-utils.ts';

const article = { id: 3, idFolder: 1, slug: 'la-taille', title: 'La taille de la vigne', summary: 'En hiver, chaque pied est taillé à la main pour préparer la récolte.', date: '2026-01-15', html: '<p>La taille commence en décembre.</p>' };
const news = { id: 4, promoted: true, date: '2026-09-14', title: 'Les vendanges commencent', summary: 'Récolte saine et raisins mûrs.', html: '<p>Les vendanges ont commencé.</p>' };
const element = { id: 7, title: 'Journée au Puy du Fou', summary: 'Départ à 8 h.', date: '2026-07-11', canRegister: true, seatsLeft: 3 };

/** Each content block with data as its loader returns it, so the whole template is checked. */
const cases: Record<string, { load: () => Promise<{ default: unknown }>; data: unknown }> = {
  form: { load: () => import('../form/index.ts'), data: { form: applicationForm } },
  newsletter: { load: () => import('../newsletter/index.ts'), data: undefined },
  'album-list': { load: () => import('../album-list/index.ts'), data: { albums: [sampleAlbum(1), sampleAlbum(2)], total: 150, page: 1, pageSize: 100 } },
  album: { load: () => import('../album/index.ts'), data: { album: sampleAlbum() } },
  'news-list': { load: () => import('../news-list/index.ts'), data: { promoted: news, news: [news], total: 12, page: 1, pageSize: 10, query: '' } },
  'news-detail': { load: () => import('../news-detail/index.ts'), data: { news } },
  blog: {
    load: () => import('../blog/index.ts'),
    data: { folderId: 1, folders: [{ id: 2, idParent: 1, slug: 'chai', title: 'Au chai' }], articles: [article], total: 13, page: 1, pageSize: 12, breadcrumb: [{ id: 1, url: 'vigne', name: 'La vigne' }] },
  },
  'blog-article': { load: () => import('../blog-article/index.ts'), data: { article, breadcrumb: [{ id: 1, url: 'vigne', name: 'La vigne' }, { id: 3, url: 'la-taille', name: 'La taille de la vigne' }] } },
  'element-list': { load: () => import('../element-list/index.ts'), data: { items: [element], total: 30, page: 2, pageSize: 24 } },
  'element-detail': { load: () => import('../element-detail/index.ts'), data: { route: 'sorties', element } },
  'event-calendar': {
    load: () => import('../event-calendar/index.ts'),
    data: { name: 'Dégustations', month: { year: 2026, month: 7 }, today: '2026-07-02', allowed: ['2026-07-04'], events: [{ id: 1, date: '2026-07-04', title: 'Dégustation', places: 3 }] },
  },
  'service-list': { load: () => import('../service-list/index.ts'), data: { services: [{ id: 1, tags: ['visite'], title: 'Visite du chai', summary: 'Une heure.', html: '<p>Sur réservation.</p>' }], total: 1 } },
  'google-reviews': {
    load: () => import('../google-reviews/index.ts'),
    data: { reviews: [{ id: 'a', author: 'Camille', rating: 5, text: 'Parfait.', date: '2026-05-20' }], total: 1, averageRating: 5, placeUrl: 'https://maps.google.com/?cid=1' },
  },
};

async function violations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

describe.each(Object.keys(cases))('content block %s', (type) => {
  it.each(['fr', 'en'] as const)('renders its %s template without accessibility violations', async (lang) => {
    const definition = (await cases[type]!.load()).default as AnyBlockDefinition;
    const { examples } = await loadBlockServerPart(type);
    const Block = definition.component;
    const { container } = renderBlock(<Block props={examples![lang] as never} data={cases[type]!.data as never} slots={{}} />, {
      locale: lang === 'en' ? 'en' : 'fr_FR',
      messages: definition.messages,
      parameters: [{ type: 'NEWSLETTER', value: true }],
    });
    expect(container.innerHTML).not.toBe('');
    expect(await violations(container)).toEqual([]);
  });

  it('has the same ids, prefixed with its type, in French and English', async () => {
    const { messages } = (await cases[type]!.load()).default as AnyBlockDefinition;
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.fr).sort());
    for (const id of Object.keys(messages.fr)) expect(id.startsWith(`${type}.`)).toBe(true);
  });
});
