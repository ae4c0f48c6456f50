import type { FormDefinition, FormField } from '../../schemas/forms.schema.ts';
import { acceptsFile } from '../../rules/accepts-file.ts';
import { formatSize, type FileInfo } from './format-size.ts';
import { formMessage, type MessageLang } from './form-messages.ts';

/** A stored answer value: text, a yes/no, or null when left empty. File fields hold file names. */
export type AnswerValue = string | boolean | string[] | null;

export interface AnswersCheck {
  /** Field name → message in the request language; empty when the answers are valid. */
  errors: Record<string, string>;
  /** The cleaned answers of every field of the form (trimmed text, booleans, file names). */
  values: Record<string, AnswerValue>;
}

/** Default longest text when the field sets no `maxLength`. */
export const defaultMaxLength = { text: 500, textarea: 5000 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TEL = /^\+?[0-9 ().-]{6,25}$/;

function isValidDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function toBoolean(raw: unknown): boolean | undefined {
  if (typeof raw === 'boolean') return raw;
  if (raw === 'true' || raw === 'on' || raw === '1') return true;
  if (raw === 'false' || raw === '0' || raw === '') return false;
  return undefined;
}

function checkFiles(field: FormField, files: readonly FileInfo[], lang: MessageLang): string | undefined {
  if (files.length === 0) return field.required ? formMessage('required', lang) : undefined;
  if (files.length > 1 && !field.multiple) return formMessage('oneFile', lang);
  for (const file of files) {
    if (field.accept && !acceptsFile(field.accept, file)) {
      return formMessage('fileType', lang, { accept: field.accept.join(', ') });
    }
    if (field.maxSize !== undefined && file.size > field.maxSize) {
      return formMessage('fileSize', lang, { max: formatSize(field.maxSize) });
    }
  }
  return undefined;
}

function checkValue(field: FormField, raw: unknown, lang: MessageLang): { error?: string; value: AnswerValue } {
  if (field.type === 'checkbox') {
    const value = raw === undefined || raw === null ? false : toBoolean(raw);
    if (value === undefined) return { error: formMessage('checkbox', lang), value: null };
    if (field.required && !value) return { error: formMessage('required', lang), value };
    return { value };
  }
  if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') {
    return { error: formMessage('notText', lang), value: null };
  }
  const text = raw === undefined || raw === null ? '' : String(raw).trim();
  if (text === '') return field.required ? { error: formMessage('required', lang), value: null } : { value: null };
  const max = field.maxLength ?? (field.type === 'textarea' ? defaultMaxLength.textarea : defaultMaxLength.text);
  if (text.length > max) return { error: formMessage('tooLong', lang, { max }), value: text };
  if (field.type === 'email' && !EMAIL.test(text)) return { error: formMessage('email', lang), value: text };
  if (field.type === 'tel' && (!TEL.test(text) || text.replace(/\D/g, '').length < 6)) {
    return { error: formMessage('tel', lang), value: text };
  }
  if (field.type === 'date' && !isValidDate(text)) return { error: formMessage('date', lang), value: text };
  if ((field.type === 'select' || field.type === 'radio') && !field.options?.some((o) => o.value === text)) {
    const allowed = (field.options ?? []).map((o) => o.value).join(', ');
    return { error: formMessage('choice', lang, { allowed }), value: text };
  }
  return { value: text };
}

/**
 * Checks answers against a form definition: required fields, types, choices, lengths, and for
 * file fields the accept list, the size limit and the count. `files` holds the uploaded files by
 * field name; pass `null` to check file fields from descriptors `{ name, size, type }` given in
 * the answers themselves (the JSON pre-check). Keys that are not fields are errors.
 */
export function validateAnswers(
  form: FormDefinition,
  answers: Record<string, unknown>,
  files: Record<string, readonly FileInfo[]> | null,
  lang: MessageLang,
): AnswersCheck {
  const errors: Record<string, string> = {};
  const values: Record<string, AnswerValue> = {};
  const names = new Set(form.fields.map((field) => field.name));
  for (const field of form.fields) {
    if (field.type === 'file') {
      const given = files ? (files[field.name] ?? []) : descriptorsOf(answers[field.name]);
      if (given === undefined) {
        errors[field.name] = formMessage('notFile', lang);
        continue;
      }
      const error = checkFiles(field, given, lang);
      if (error) errors[field.name] = error;
      values[field.name] = given.map((file) => file.name);
      continue;
    }
    const { error, value } = checkValue(field, answers[field.name], lang);
    if (error) errors[field.name] = error;
    values[field.name] = value;
  }
  for (const key of Object.keys(answers)) {
    if (!names.has(key)) errors[key] = formMessage('unknown', lang);
  }
  return { errors, values };
}

/** File descriptors of a JSON pre-check: an object or a list of `{ name, size, type }`. */
function descriptorsOf(raw: unknown): FileInfo[] | undefined {
  if (raw === undefined || raw === null) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  const out: FileInfo[] = [];
  for (const item of list) {
    if (item === null || typeof item !== 'object') return undefined;
    const { name, size, type } = item as Record<string, unknown>;
    if (typeof name !== 'string' || typeof size !== 'number' || size < 0) return undefined;
    out.push({ name, size, type: typeof type === 'string' ? type : '' });
  }
  return out;
}
