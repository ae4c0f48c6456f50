import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../runtime/engine/api/create-api-client.ts';
import { sampleAlbum } from '../content-kit/content.test-utils.ts';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import block from './index.ts';
import blockServer from './album-list.server.ts';

const { component: AlbumList, messages } = block;

describe('AlbumList', () => {
  it('links each album to its slug-based page, with its cover lazy-loaded below the fold and its count', () => {
    const albums = [1, 2, 3].map(sampleAlbum);
    renderBlock(<AlbumList props={{}} data={{ albums, total: 3, page: 1, pageSize: 100 }} slots={{}} />, { messages });
    expect(screen.getByRole('heading', { level: 2, name: 'Nos albums' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Album 3 : les vendanges' }).getAttribute('href')).toBe('/album/album-3-les-vendanges/3');
    const covers = screen.getAllByRole('img');
    expect(covers[0]!.getAttribute('loading')).toBe('eager');
    expect(covers[2]!.getAttribute('loading')).toBe('lazy');
    expect(covers[0]!.getAttribute('srcset')).toMatch(/\?tr=w-320 320w/);
    expect(screen.getAllByText('2 photos et vidéos')).toHaveLength(3);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows page links when there are more than 100 albums, in English', () => {
    renderBlock(<AlbumList props={{}} data={{ albums: [sampleAlbum(101)], total: 150, page: 2, pageSize: 100 }} slots={{}} />, { messages, locale: 'en' });
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Page 2 of 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Album 101 : les vendanges' }).getAttribute('href')).toBe('/en/album/album-101-les-vendanges/101');
  });

  it('loads the page named in the URL, 100 per page', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { albums: [], total: 0 }, message: '' })));
    const api = createApiClient({ baseUrl: 'http://api.test', idSite: 88, locale: 'fr_FR', fetch });
    const ctx = { props: {}, locale: 'fr_FR' as const, api, url: new URL('http://domaine.localhost/albums?page=3') };
    const data = await blockServer.load!(ctx);
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toBe('http://api.test/album?page=3&nbItem=100');
    expect(data).toEqual({ albums: [], total: 0, page: 3, pageSize: 100 });
  });
});
