import { formatFileSize } from '../../rules/form-answer/format-file-size.ts';
import type { Locale } from '../../rules/locale.ts';
import { formatMessage } from '../i18n/format-message.ts';
import { TEXT_FIELD_LIMITS, type TextLimit } from './text-field-limits.ts';

/** What the API answers when a body or an upload passes its limit, in both languages. */
const messages = {
  bodyTooLarge: { en: 'The request is too large: at most {max}', fr: 'La requête est trop volumineuse : {max} au plus' },
  fileTooLarge: { en: 'The file “{name}” is too large: {max} maximum', fr: 'Le fichier « {name} » est trop lourd : {max} maximum' },
  tooManyFiles: { en: 'Too many files for “{field}”: at most {max}', fr: 'Trop de fichiers pour « {field} » : {max} au plus' },
  unexpectedFile: { en: 'The field “{field}” takes no file', fr: 'Le champ « {field} » ne prend pas de fichier' },
  fieldTooLarge: { en: 'The field “{field}” is too long: at most {max}', fr: 'Le champ « {field} » est trop long : {max} au plus' },
  tooManyFields: { en: 'Too many fields: at most {max}', fr: 'Trop de champs : {max} au plus' },
  textTooLarge: { en: 'The text of the form is too long: at most {max} in all', fr: 'Le texte du formulaire est trop long : {max} au plus en tout' },
  notMultipart: { en: 'The request must be multipart/form-data', fr: 'La requête doit être en multipart/form-data' },
  unreadable: { en: 'The multipart body could not be read', fr: "Le corps multipart n'a pas pu être lu" },
} as const;

export type BodyLimitMessage = keyof typeof messages;

/** Bytes as people read them, in the request's language (the form messages' own formatting). */
export function formatBytes(bytes: number, lang: Locale): string {
  return formatFileSize(bytes, lang);
}

export function bodyLimitMessage(key: BodyLimitMessage, lang: Locale, values: Record<string, string | number> = {}): string {
  return formatMessage(messages[key], lang, values);
}

/** The 413 message of a multipart body past a text limit (`field`: the field past its own size). */
export function textLimitMessage(limit: TextLimit, lang: Locale, field = ''): string {
  const max = limit === 'tooManyFields' ? TEXT_FIELD_LIMITS.fields : formatBytes(limit === 'fieldTooLarge' ? TEXT_FIELD_LIMITS.fieldBytes : TEXT_FIELD_LIMITS.totalBytes, lang);
  return bodyLimitMessage(limit, lang, { field, max });
}
