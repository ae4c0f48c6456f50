import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route-contract.ts';
import { ContentId, FromDate } from './content-params.ts';
import { ServedCalendarEventsSchema, ServedReviewsSchema } from './served-content.ts';

const Month = Type.Integer({
  minimum: 1,
  maximum: 12,
  'x-refusal': { en: "Invalid month ''{value}'': must be a whole number from 1 to 12", fr: 'Mois « {value} » invalide : doit être un nombre entier de 1 à 12' },
});
const Year = Type.Integer({
  minimum: 2000,
  maximum: 2100,
  'x-refusal': { en: "Invalid year ''{value}'': must be a four-digit year from 2000 to 2100", fr: 'Année « {value} » invalide : doit être une année à quatre chiffres de 2000 à 2100' },
});

/** Calendars and reviews, dated content of §7, one declaration each (decision 0073). */
export const calendarContracts = {
  /** The allowed dates (YYYY-MM-DD) of a month, from today on. */
  allowedDates: defineRoute({
    method: 'GET',
    path: '/calendar/:id/date/allowed/:month/:year',
    params: Type.Object({ id: ContentId, month: Month, year: Year }),
    answer: Type.Array(Type.String()),
  }),
  /** A calendar's events from `from` on, in date and time order. */
  events: defineRoute({
    method: 'GET',
    path: '/calendar/:id/events',
    params: Type.Object({ id: ContentId }),
    query: Type.Object({ from: Type.Optional(FromDate) }),
    answer: ServedCalendarEventsSchema,
  }),
  /** The stored Google reviews since `from` (no outside call), newest first. */
  reviews: defineRoute({ method: 'GET', path: '/google/reviews', query: Type.Object({ from: Type.Optional(FromDate) }), answer: ServedReviewsSchema }),
};
