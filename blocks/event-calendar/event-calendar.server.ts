import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { CalendarData } from './load-calendar.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { fieldUi, sectionIntroUi, sectionTitleUi } from '../../runtime/index.server.ts';

/** A calendar's events and bookable dates, one month at a time (`?month=YYYY-MM`). */
export const EventCalendarSchema = Type.Object(
  {
    calendarId: Type.Integer({
      minimum: 1,
      ...fieldUi(
        { fr: 'Calendrier', en: 'Calendar' },
        { fr: 'Le numéro du calendrier à montrer.', en: 'The number of the calendar to show.' },
      ),
    }),
    title: Type.Optional(Type.String(sectionTitleUi)),
    intro: Type.Optional(Type.String(sectionIntroUi)),
  },
  { additionalProperties: false },
);
export type EventCalendarProps = Static<typeof EventCalendarSchema>;

export default defineBlockServer({
  schema: EventCalendarSchema,
  /** The month of `?month=YYYY-MM` (else the current month in Paris): its events and allowed dates. */
  load: async (ctx): Promise<CalendarData> => (await import('./load-calendar.ts')).loadEventCalendar(ctx),
  examples: {
    fr: { calendarId: 1, title: 'Dégustations au caveau', intro: 'Choisissez une date de dégustation.' },
    en: { calendarId: 1, title: 'Tastings at the cellar', intro: 'Choose a tasting date.' },
  },
});
