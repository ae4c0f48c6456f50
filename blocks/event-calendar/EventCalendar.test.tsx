import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../runtime/engine/api/create-api-client.ts';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import block from './index.ts';
import blockServer from './event-calendar.server.ts';
import type { CalendarData } from './event-calendar.block.ts';

const { component: EventCalendar, messages } = block;

const july: CalendarData = {
  name: 'Dégustations',
  month: { year: 2026, month: 7 },
  today: '2026-07-02',
  allowed: ['2026-07-04', '2026-07-11'],
  events: [{ id: 1, date: '2026-07-11', startTime: '18:00', endTime: '20:00', title: 'Soirée muscadet et huîtres', places: 4 }],
  previous: '2026-06',
  next: '2026-08',
  indexable: true,
};

describe('EventCalendar', () => {
  it('marks the allowed dates and events as text, lists the events, and links the next month', () => {
    renderBlock(<EventCalendar props={{ calendarId: 1 }} data={july} slots={{}} />, { messages });
    expect(screen.getByRole('table').querySelector('caption')!.textContent).toBe('juillet 2026');
    expect(screen.getByText('04/07/2026, date disponible')).toBeTruthy();
    expect(screen.getByText('11/07/2026, date disponible, événement prévu')).toBeTruthy();
    expect(screen.getByText('05/07/2026')).toBeTruthy();
    expect(screen.getByText('Soirée muscadet et huîtres')).toBeTruthy();
    expect(screen.getByText('11/07/2026').parentElement!.textContent).toBe('11/07/2026 · 18:00–20:00');
    expect(screen.getByText('4 places restantes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mois suivant ›' }).getAttribute('href')).toBe('/?month=2026-08');
  });

  it('loads the month of the URL: its events and allowed dates', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const data = String(input).includes('/allowed/') ? ['2026-08-01'] : { calendar: { id: 1, name: 'Tastings' }, events: [{ id: 2, date: '2026-09-01', title: 'Later' }] };
      return new Response(JSON.stringify({ success: true, data, message: '' }));
    });
    const api = createApiClient({ baseUrl: 'http://api.test', idSite: 88, locale: 'en', fetch });
    const data = await blockServer.load!({ props: { calendarId: 1 }, locale: 'en', api, url: new URL('http://x/en/tastings?month=2026-08') } as never);
    expect(fetch.mock.calls.map((call) => String((call as unknown as [string])[0])).sort()).toEqual([
      'http://api.test/calendar/1/date/allowed/8/2026',
      'http://api.test/calendar/1/events',
    ]);
    expect(data).toMatchObject({ name: 'Tastings', month: { year: 2026, month: 8 }, allowed: ['2026-08-01'], events: [], previous: '2026-07', next: '2026-09' });
  });

  it('gives a month beyond the calendar no link further away and asks search engines not to index it', () => {
    const far: CalendarData = { ...july, month: { year: 2099, month: 1 }, events: [], allowed: [], previous: '2098-12', next: null, indexable: false };
    renderBlock(<EventCalendar props={{ calendarId: 1 }} data={far} slots={{}} />, { messages });
    expect(screen.queryByRole('link', { name: 'Mois suivant ›' })).toBeNull();
    expect(screen.getByRole('link', { name: '‹ Mois précédent' }).getAttribute('href')).toBe('/?month=2098-12');
    expect(document.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex');
  });

  it('answers a month that is not a month with the 404 page, before asking the API anything', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: [], message: '' })));
    const api = createApiClient({ baseUrl: 'http://api.test', idSite: 88, locale: 'en', fetch });
    for (const month of ['garbage', '2024-13', '2024-00', '1999-12']) {
      const thrown = await Promise.resolve(blockServer.load!({ props: { calendarId: 1 }, locale: 'en', api, url: new URL(`http://x/en/tastings?month=${month}`) } as never)).catch((error: unknown) => error);
      expect(thrown, month).toBeInstanceOf(Response);
      expect((thrown as Response).status, month).toBe(404);
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});
