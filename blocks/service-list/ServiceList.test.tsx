import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../runtime/engine/api/create-api-client.ts';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import block from './index.ts';
import blockServer from './service-list.server.ts';

const { component: ServiceList, messages } = block;

describe('ServiceList', () => {
  it('shows each service with its cropped summary, linking to the service’s own page (§4 service detail, #24)', () => {
    const services = [
      { id: 1, tags: ['degustation'], title: 'Dégustation au caveau', summary: 'Cinq vins commentés par le vigneron.', html: '<p>Une heure au caveau, <strong>sur réservation</strong>.</p>' },
    ];
    renderBlock(<ServiceList props={{ title: 'Nos prestations' }} data={{ services, total: 1 }} slots={{}} />, { messages });
    expect(screen.getByRole('heading', { level: 3, name: 'Dégustation au caveau' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'En savoir plus sur « Dégustation au caveau »' }).getAttribute('href')).toBe('/service/degustation-au-caveau/1');
  });

  it('links in English to the English page of the service', () => {
    const services = [{ id: 2, tags: [], title: 'Cellar tasting', summary: 'Five wines.', html: '<p>One hour.</p>' }];
    renderBlock(<ServiceList props={{}} data={{ services, total: 1 }} slots={{}} />, { messages, locale: 'en' });
    expect(screen.getByRole('link', { name: 'More about “Cellar tasting”' }).getAttribute('href')).toBe('/en/service/cellar-tasting/2');
  });

  it('asks for 100 services of the configured tags', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { services: [], total: 0 }, message: '' })));
    const api = createApiClient({ baseUrl: 'http://api.test', idSite: 87, locale: 'fr_FR', fetch });
    await blockServer.load!({ props: { tags: ['scolaire', 'sport'] }, locale: 'fr_FR', api });
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toBe('http://api.test/service?page=1&nbItem=100&tag=scolaire,sport');
  });
});
