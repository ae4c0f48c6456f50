import type { ServerMessage } from '../../i18n/format-message.ts';

/** The refusal of a `from` query that is not a calendar date (events and reviews). */
export const FROM_NOT_A_DATE: ServerMessage = {
  en: "Invalid field ''from'' in query: must be a date YYYY-MM-DD",
  fr: 'Champ « from » invalide dans les paramètres de la requête : doit être une date AAAA-MM-JJ',
};
