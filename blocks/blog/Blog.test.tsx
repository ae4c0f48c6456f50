import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../runtime/engine/api/create-api-client.ts';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import articleBlock from '../blog-article/index.ts';
import { articleCrumbs } from '../blog-article/BlogArticle.tsx';
import block from './index.ts';
import blockServer from './blog.server.ts';
import type { BlogData } from './blog.block.ts';

const { component: Blog, messages } = block;

const article = (id: number) => ({
  id,
  idFolder: 2,
  slug: `article-${id}`,
  title: `Article ${id}`,
  summary: 'Le muscadet sur lie se garde bien plus longtemps qu’on ne le croit.',
  date: '2026-03-02',
});

const inFolder: BlogData = {
  folderId: 2,
  folders: [{ id: 5, idParent: 2, slug: 'accords', title: 'Accords mets et vins', summary: 'Que servir avec nos vins' }],
  articles: [article(1), article(2)],
  total: 14,
  page: 1,
  pageSize: 12,
  breadcrumb: [
    { id: 1, url: 'le-vin', name: 'Le vin' },
    { id: 2, url: 'la-cave', name: 'La cave' },
  ],
};

describe('Blog', () => {
  it('shows the breadcrumb of the folder, its sub-folders as links, its articles and page links', () => {
    renderBlock(<Blog props={{ title: 'Le carnet' }} data={inFolder} slots={{}} />, { messages });
    const trail = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(trail.textContent).toBe('AccueilLe carnetLe vinLa cave');
    expect(screen.getByRole('link', { name: 'Le vin' }).getAttribute('href')).toBe('/?folder=1');
    expect(screen.getByRole('heading', { level: 2, name: 'La cave' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Accords mets et vins/ }).getAttribute('href')).toBe('/?folder=5');
    expect(screen.getByRole('link', { name: 'Article 2' }).getAttribute('href')).toBe('/blog/article-2/2');
    expect(screen.getByRole('link', { name: 'Page 2 sur 2' })).toBeTruthy();
  });

  it('loads the folder and page of the URL, 12 per page, with the folder breadcrumb', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      new Response(JSON.stringify({ success: true, data: String(input).includes('ariane') ? [] : { blogs: [], total: 0, folders: [] }, message: '' })),
    );
    const api = createApiClient({ baseUrl: 'http://api.test', idSite: 88, locale: 'en', fetch });
    const data = await blockServer.load!({ props: {}, locale: 'en', api, url: new URL('http://x/en/blog?folder=2&page=2') } as never);
    expect(fetch.mock.calls.map((call) => String((call as unknown as [string])[0])).sort()).toEqual([
      'http://api.test/blog/folder/ariane/2',
      'http://api.test/blog/folder/list/2?page=2&nbItem=12',
    ]);
    expect(data.folderId).toBe(2);
  });
});

describe('BlogArticle', () => {
  it('links the breadcrumb back through the blog folders', () => {
    const crumbs = articleCrumbs([{ name: 'Blog', href: '/blog' }], '/blog', [...inFolder.breadcrumb, { id: 9, url: 'article-9', name: 'Article 9' }], 'Article 9');
    expect(crumbs).toEqual([
      { name: 'Blog', href: '/blog' },
      { name: 'Le vin', href: '/blog?folder=1' },
      { name: 'La cave', href: '/blog?folder=2' },
      { name: 'Article 9' },
    ]);
  });

  it('renders the article with its date and author', () => {
    const data = { article: { ...article(9), author: 'Claire', html: '<p>Gardez-le à 12 °C.</p>' }, breadcrumb: [] };
    renderBlock(<articleBlock.component props={{ blogHref: '/en/blog' }} data={data} slots={{}} />, { messages: articleBlock.messages, locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Article 9' })).toBeTruthy();
    expect(screen.getByText(/Published on/).textContent).toBe('Published on 02/03/2026 · Claire');
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/en/blog');
  });
});
