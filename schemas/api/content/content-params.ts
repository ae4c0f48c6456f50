import { Type } from '@sinclair/typebox';

/*
 * Path parameters and query fields of the content routes, each with the route's own refusal
 * (`x-refusal`, server/http/validate.ts `check`): `{name}` is the field, `{value}` the text sent.
 */

const WHOLE = { en: "Invalid parameter ''{name}'': must be a whole number of at least 1", fr: 'Paramètre « {name} » invalide : doit être un nombre entier d’au moins 1' };
const SLUG = { en: "Invalid parameter ''{name}'': must be a slug of lower case letters, digits and hyphens", fr: 'Paramètre « {name} » invalide : lettres minuscules, chiffres et tirets seulement' };

/** A record's id in a path: a whole number from 1, nine digits at most. */
export const ContentId = Type.Integer({ minimum: 1, maximum: 999_999_999, 'x-refusal': WHOLE });
/** A slug in a path (a list's route, a form's id). */
export const Slug = Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 100, 'x-refusal': SLUG });

export const IdParams = Type.Object({ id: ContentId });

/** An article or news item by its id or its slug. */
export const IdOrSlugParams = Type.Object({
  idOrSlug: Type.String({
    pattern: '^([0-9]+|[a-z0-9]+(?:-[a-z0-9]+)*)$',
    maxLength: 200,
    'x-refusal': { en: "Invalid parameter ''id'': an article id or slug", fr: 'Paramètre « id » invalide : un numéro ou un slug d’article' },
  }),
});

/** A news item by its id or its slug (anything else is simply not found). */
export const NewsKeyParams = Type.Object({ idOrSlug: Type.String({ minLength: 1, maxLength: 200 }) });

/** `from` in a query: a calendar date YYYY-MM-DD, or nothing. */
export const FromDate = Type.Union([Type.Literal(''), Type.String({ format: 'date' })], {
  'x-refusal': {
    en: "Invalid field ''from'' in query: must be a date YYYY-MM-DD",
    fr: 'Champ « from » invalide dans les paramètres de la requête : doit être une date AAAA-MM-JJ',
  },
});
