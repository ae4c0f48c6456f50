import type { ErrorObject } from 'ajv';
import type { ServerMessage } from '../i18n/format-message.ts';

/**
 * The messages of a refused body, query or path, in English and French (ICU: `''` is one
 * apostrophe). English keeps Ajv's wording (`must match format "email"`), which callers read.
 */
const M = {
  invalid: { en: 'Invalid {whereEn}', fr: 'Valeur invalide dans {whereFr}' },
  missing: { en: "Missing field ''{field}'' in {whereEn}", fr: 'Champ « {field} » manquant dans {whereFr}' },
  unknown: { en: "Unknown field ''{field}'' in {whereEn}", fr: 'Champ « {field} » inconnu dans {whereFr}' },
  field: { en: "Invalid field ''{field}'' in {whereEn}: {ruleEn}", fr: 'Champ « {field} » invalide dans {whereFr} : {ruleFr}' },
  whole: { en: 'Invalid {whereEn}: {ruleEn}', fr: 'Valeur invalide dans {whereFr} : {ruleFr}' },
} as const satisfies Record<string, ServerMessage>;

/** Where the value was read, in words. */
const WHERE: Record<string, { en: string; fr: string }> = {
  body: { en: 'body', fr: 'le corps de la requête' },
  query: { en: 'query', fr: 'les paramètres de la requête' },
  path: { en: 'path', fr: 'l’adresse' },
  params: { en: 'params', fr: 'l’adresse' },
};

const TYPES: Record<string, string> = {
  string: 'un texte', number: 'un nombre', integer: 'un nombre entier', boolean: 'vrai ou faux', object: 'un objet', array: 'une liste', null: 'vide',
};

/** Ajv's rule in French, for the keywords a request meets (a generic phrase for the others). */
function ruleInFrench(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type': return `doit être ${String(p.type).split(',').map((one) => TYPES[one] ?? one).join(' ou ')}`;
    case 'minLength': return `doit contenir au moins ${String(p.limit)} caractère${Number(p.limit) > 1 ? 's' : ''}`;
    case 'maxLength': return `doit contenir au plus ${String(p.limit)} caractère${Number(p.limit) > 1 ? 's' : ''}`;
    case 'pattern': return `doit suivre le modèle « ${String(p.pattern)} »`;
    case 'format': return `doit être au format « ${String(p.format)} »`;
    case 'enum': return 'doit être l’une des valeurs permises';
    case 'const': return 'doit être la valeur permise';
    case 'minimum': case 'maximum': case 'exclusiveMinimum': case 'exclusiveMaximum':
      return `doit être ${String(p.comparison)} ${String(p.limit)}`;
    case 'minItems': return `doit contenir au moins ${String(p.limit)} élément${Number(p.limit) > 1 ? 's' : ''}`;
    case 'maxItems': return `doit contenir au plus ${String(p.limit)} élément${Number(p.limit) > 1 ? 's' : ''}`;
    case 'multipleOf': return `doit être un multiple de ${String(p.multipleOf)}`;
    default: return 'n’est pas une valeur acceptée';
  }
}

/**
 * The message naming the field and the rule it breaks, in both languages, with its values:
 * `Invalid field 'email' in body: must match format "email"` /
 * `Champ « email » invalide dans le corps de la requête : doit être au format « email »`.
 */
export function validationMessage(where: string, error: ErrorObject | undefined): { message: ServerMessage; values: Record<string, string> } {
  const place = WHERE[where] ?? { en: where, fr: where };
  const values = { whereEn: place.en, whereFr: place.fr };
  if (!error) return { message: M.invalid, values };
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') return { message: M.missing, values: { ...values, field: [path, String(error.params.missingProperty)].filter(Boolean).join('.') } };
  if (error.keyword === 'additionalProperties') return { message: M.unknown, values: { ...values, field: [path, String(error.params.additionalProperty)].filter(Boolean).join('.') } };
  return { message: path ? M.field : M.whole, values: { ...values, field: path, ruleEn: String(error.message ?? ''), ruleFr: ruleInFrench(error) } };
}
