import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../runtime/engine/api/create-api-client.ts';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import newsDetail from '../news-detail/index.ts';
import block from './index.ts';
import blockServer from './news-list.server.ts';
import type { ServedNews } from './news-list.block.ts';

const { component: NewsList, messages } = block;

const item = (id: number, promoted = false): ServedNews => ({
  id,
  promoted,
  date: '2026-09-14',
  slug: `actualite-${id}`,
  title: `Actualité ${id}`,
  summary: 'Les vendanges ont commencé sur le coteau de la Févrie, avec une récolte saine et des raisins bien mûrs. Les premiers jus sont prometteurs et la cave tourne à plein.',
  html: '<p>Les vendanges ont <strong>commencé</strong>.</p>',
});

describe('NewsList', () => {
  it('shows the promoted item, dates as dd/mm/yyyy, text cropped at 120 characters, and page links', () => {
    const news = Array.from({ length: 10 }, (_, i) => item(i + 1));
    renderBlock(<NewsList props={{}} data={{ promoted: item(99, true), news, total: 25, page: 1, pageSize: 10, query: '' }} slots={{}} />, { messages });
    expect(screen.getByText('À la une')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Actualité 99' }).getAttribute('href')).toBe('/news/actualite-99/99');
    expect(screen.getAllByText('14/09/2026').length).toBe(11);
    const cropped = screen.getAllByText(/^Les vendanges/)[1]!.textContent!;
    expect(cropped.endsWith('…')).toBe(true);
    expect([...cropped].length).toBeLessThanOrEqual(121);
    expect(screen.getByRole('link', { name: 'Page 3 sur 3' }).getAttribute('href')).toBe('/?page=3');
    expect(screen.getByRole('link', { name: 'Page suivante' }).getAttribute('href')).toBe('/?page=2');
    expect(screen.getByRole('search').getAttribute('method')).toBe('get');
  });

  it('says when a search finds nothing, in English', () => {
    renderBlock(<NewsList props={{}} data={{ promoted: null, news: [], total: 0, page: 1, pageSize: 10, query: 'rosé' }} slots={{}} />, { messages, locale: 'en' });
    expect(screen.getByRole('status').textContent).toBe('No news for “rosé”');
  });

  it('loads page N with the title search, without the promoted item off page 1', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { news: [], total: 0 }, message: '' })));
    const api = createApiClient({ baseUrl: 'http://api.test', idSite: 88, locale: 'fr_FR', fetch });
    await blockServer.load!({ props: {}, locale: 'fr_FR', api, url: new URL('http://x/actualites?page=2&q=ros%C3%A9') } as never);
    expect(fetch.mock.calls.map((call) => String((call as unknown as [string])[0]))).toEqual(['http://api.test/news?page=2&nbItem=10&title=lk:ros%C3%A9']);
  });
});

describe('NewsDetail', () => {
  it('renders the item as the page heading with its formatted text and a breadcrumb back', () => {
    const { container } = renderBlock(
      <newsDetail.component props={{ listHref: '/actualites' }} data={{ news: item(4) }} slots={{}} />,
      { messages: newsDetail.messages },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Actualité 4' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Actualités' }).getAttribute('href')).toBe('/actualites');
    expect(container.querySelector('.content-article__body p')?.textContent).toBe('Les vendanges ont commencé.');
    expect(screen.getByText('commencé').tagName).toBe('STRONG');
  });

  it('shows the real path in its breadcrumb: home, the news page under its parent in the page tree, the item', () => {
    const menu = [
      { id: 10, label: 'Le domaine', href: '/le-domaine', external: false, children: [{ id: 40, label: 'Nos actualités', href: '/le-domaine/actualites', external: false, children: [] }] },
    ];
    renderBlock(<newsDetail.component props={{ listHref: '/le-domaine/actualites' }} data={{ news: item(4) }} slots={{}} />, { messages: newsDetail.messages, locale: 'en', menu });
    const crumbs = [...screen.getByRole('navigation', { name: 'Breadcrumb' }).querySelectorAll('li')];
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Home', 'Le domaine', 'Nos actualités', 'Actualité 4']);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/en');
    expect(screen.getByRole('link', { name: 'Le domaine' }).getAttribute('href')).toBe('/le-domaine');
    expect(crumbs[3]!.querySelector('[aria-current="page"]')).toBeTruthy();
  });
});
