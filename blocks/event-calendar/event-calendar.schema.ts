import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** A calendar's events and bookable dates, one month at a time (`?month=YYYY-MM`). */
export const EventCalendarSchema = Type.Object(
  {
    calendarId: Type.Integer({ minimum: 1 }),
    title: Type.Optional(Type.String()),
    intro: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type EventCalendarProps = Static<typeof EventCalendarSchema>;
