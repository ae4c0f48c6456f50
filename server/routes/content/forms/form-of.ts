import type { Context } from 'hono';
import type { FormDefinition } from '../../../../schemas/site/forms.schema.ts';
import { ApiError } from '../../../errors/api-error.ts';
import { siteOf } from '../../../http/request-context.ts';
import type { Locale } from '../../../../rules/locale.ts';

/** The form `id` of the request's site; 404 when absent. */
export function formOf(c: Context, id: string): FormDefinition {
  const form = siteOf(c).document('forms')?.forms.find((one) => one.id === id);
  if (!form) throw new ApiError(404, { en: "Form ''{id}'' not found", fr: 'Formulaire « {id} » introuvable' }, null, { id });
  return form;
}

/** Summary message of invalid answers, in the request language. */
export function formErrorsMessage(errors: Record<string, string>, lang: Locale): string {
  const names = Object.keys(errors).join(', ');
  return lang === 'en' ? `The form has errors: ${names}` : `Le formulaire contient des erreurs : ${names}`;
}

/** Answers sent as `{ answers: {…} }` or as the object itself; 400 when not an object. */
export function answersOf(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, { en: 'The answers must be an object of field name → value', fr: 'Les réponses doivent être un objet nom du champ → valeur' });
  }
  const record = body as Record<string, unknown>;
  const nested = record.answers;
  if (Object.keys(record).length === 1 && nested !== null && typeof nested === 'object' && !Array.isArray(nested)) {
    return nested as Record<string, unknown>;
  }
  return record;
}
