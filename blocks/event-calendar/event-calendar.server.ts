import type { CalendarData } from './event-calendar.block.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { eventCalendarBlock } from './event-calendar.block.ts';

export default defineBlockServer(eventCalendarBlock, {
  /** The month of `?month=YYYY-MM` (else the current month in Paris): its events and allowed dates. */
  load: async (ctx): Promise<CalendarData> => (await import('./load-calendar.ts')).loadEventCalendar(ctx),
  examples: {
    fr: { calendarId: 1, title: 'Dégustations au caveau', intro: 'Choisissez une date de dégustation.' },
    en: { calendarId: 1, title: 'Tastings at the cellar', intro: 'Choose a tasting date.' },
  },
});
