import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Id, ImageSchema, IsoDate, Localized, Nullable, StrictObject } from '../common.schema.ts';

const Time = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:MM' });

/** An event of a calendar. */
export const EventSchema = StrictObject(
  {
    id: Id,
    date: IsoDate,
    startTime: Type.Optional(Time),
    endTime: Type.Optional(Time),
    title: Localized,
    description: Type.Optional(Localized),
    image: Type.Optional(ImageSchema),
    places: Type.Optional(Nullable(Type.Integer({ minimum: 0 }), { description: 'Places left; null = unlimited' })),
    price: Type.Optional(Nullable(Type.Number({ minimum: 0 }), { description: 'Price per person in euros; 0 = free; null or absent = not said' })),
  },
  { title: 'Event' },
);
export type CalendarEvent = Static<typeof EventSchema>;

/** A calendar: the dates that can be booked (GET /calendar/{id}/date/allowed/{month}/{year}) and its events. */
export const CalendarSchema = StrictObject(
  {
    id: Id,
    name: Localized,
    allowedDates: Type.Array(IsoDate, { uniqueItems: true, description: 'Dates that can be chosen' }),
    events: Type.Array(EventSchema, { description: 'Events of the calendar' }),
  },
  { title: 'Calendar' },
);
export type Calendar = Static<typeof CalendarSchema>;

export const EventsDocumentSchema = DocumentSchema(
  { calendars: Type.Array(CalendarSchema, { description: 'Event calendars, by id' }) },
  { title: 'Events', description: 'content/events.json: calendars with allowed dates and events' },
);
export type EventsDocument = Static<typeof EventsDocumentSchema>;
