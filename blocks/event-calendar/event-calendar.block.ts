import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi, sectionIntroUi, sectionTitleUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import { calendarBounds } from './calendar-bounds.ts';
import type { Month } from './month-grid.ts';
import type { ServedEvent } from '../../schemas/api/content/served-content.ts';

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

export interface CalendarData {
  name: string;
  month: Month;
  /** Today in Paris, as the server saw it (the grid marks it; the browser keeps the same). */
  today: string;
  /** Bookable dates of the month, from today on. */
  allowed: string[];
  /** Events of the month, by date and time. */
  events: ServedEvent[];
  /** `YYYY-MM` of the months the page links to, null past the calendar's bounds (calendarBounds). */
  previous: string | null;
  next: string | null;
  /** False for a month beyond the bounds: the page asks search engines not to index it. */
  indexable: boolean;
}

export type { ServedEvent };

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const eventCalendarBlock: BlockDeclaration<typeof EventCalendarSchema, CalendarData> = { type: 'event-calendar', schema: EventCalendarSchema };
