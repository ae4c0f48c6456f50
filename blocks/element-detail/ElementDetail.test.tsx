import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import listBlock from '../element-list/index.ts';
import block from './index.ts';
import type { ElementDetailData } from './element-detail.block.ts';

const { component: ElementDetail, messages } = block;

afterEach(() => vi.unstubAllGlobals());

const trip: ElementDetailData = {
  route: 'sorties',
  element: {
    id: 7,
    title: 'Journée au Puy du Fou',
    summary: 'Départ des Herbiers à 8 h, retour à 23 h après la Cinéscénie.',
    date: '2026-07-11',
    canRegister: true,
    features: [{ label: 'Départ', value: 'Les Herbiers' }],
    seatsLeft: 3,
  },
};

describe('ElementList', () => {
  it('links each element to its detail page and marks those taking registrations', () => {
    const items = [trip.element, { id: 8, title: 'Autocar 63 places' }];
    renderBlock(<listBlock.component props={{ route: 'sorties', title: 'Nos sorties' }} data={{ items, total: 30, page: 1, pageSize: 24 }} slots={{}} />, {
      messages: listBlock.messages,
    });
    expect(screen.getByRole('link', { name: 'Journée au Puy du Fou' }).getAttribute('href')).toBe('/sorties/journee-au-puy-du-fou/7');
    expect(screen.getAllByText('Inscriptions ouvertes')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Page 2 sur 2' }).getAttribute('href')).toBe('/?page=2');
  });
});

describe('ElementDetail', () => {
  it('shows the facts, the seats left, and refuses more seats than are left before sending', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderBlock(<ElementDetail props={{}} data={trip} slots={{}} />, { messages });
    expect(screen.getByRole('heading', { level: 1, name: 'Journée au Puy du Fou' })).toBeTruthy();
    expect(screen.getByText('Les Herbiers')).toBeTruthy();
    expect(screen.getByText('Il reste 3 places.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Nom et prénom/), { target: { value: 'Léa Martin' } });
    fireEvent.change(screen.getByLabelText(/Adresse e-mail/), { target: { value: 'lea@example.fr' } });
    fireEvent.change(screen.getByLabelText(/Nombre de places/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Je m’inscris' }));
    expect(screen.getByText('Indiquez un nombre de places entre 1 et 3')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Nombre de places/));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('registers through POST /element/{route}/{id}/register and confirms', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { id: 1, seats: 2 }, message: 'Your registration is recorded' }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    renderBlock(<ElementDetail props={{}} data={trip} slots={{}} />, { messages, locale: 'en' });
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Lea Martin' } });
    fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: 'lea@example.com' } });
    fireEvent.change(screen.getByLabelText(/Number of places/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your registration is recorded');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/element/sorties/7/register');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Lea Martin', email: 'lea@example.com', seats: 2 });
  });
});
