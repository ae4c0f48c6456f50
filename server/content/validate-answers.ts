import type { FormDefinition, FormField } from '../../schemas/site/forms.schema.ts';
import { checkBoxAnswer, checkFileAnswer, checkTextAnswer } from '../../rules/form-answer/check-answer.ts';
import type { AnswerContext, AnswerError, AnswerField, AnswerFile } from '../../rules/form-answer/check-answer.ts';
import { formAnswerMessages } from '../../rules/form-answer/form-answer-messages.ts';
import type { Locale } from '../../rules/locale.ts';
import { formatMessage } from '../i18n/format-message.ts';
import { pickText } from '../../rules/text/pick-text.ts';

/** A stored answer value: text, a yes/no, or null when left empty. File fields hold file names. */
export type AnswerValue = string | boolean | string[] | null;

export interface AnswersCheck {
  /** Field name → message in the request language; empty when the answers are valid. */
  errors: Record<string, string>;
  /** The cleaned answers of every field of the form (trimmed text, booleans, file names). */
  values: Record<string, AnswerValue>;
}

function toBoolean(raw: unknown): boolean | undefined {
  if (typeof raw === 'boolean') return raw;
  if (raw === 'true' || raw === 'on' || raw === '1') return true;
  if (raw === 'false' || raw === '0' || raw === '') return false;
  return undefined;
}

/** The field as the shared rule reads it: its option labels in the request language. */
function answerField(field: FormField, lang: Locale): AnswerField & { name: string } {
  return { ...field, options: field.options?.map((option) => ({ value: option.value, label: pickText(option.label, lang) })) };
}

const say = (error: AnswerError | undefined, lang: Locale): string | undefined =>
  error ? formatMessage(formAnswerMessages[error.key], lang, error.values) : undefined;

function checkValue(field: AnswerField, raw: unknown, lang: Locale, context: AnswerContext): { error?: string | undefined; value: AnswerValue } {
  if (field.type === 'checkbox') {
    const value = raw === undefined || raw === null ? false : toBoolean(raw);
    if (value === undefined) return { error: formatMessage(formAnswerMessages.checkbox, lang), value: null };
    return { error: say(checkBoxAnswer(field, value), lang), value };
  }
  if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') {
    return { error: formatMessage(formAnswerMessages.notText, lang), value: null };
  }
  const text = raw === undefined || raw === null ? '' : String(raw).trim();
  return { error: say(checkTextAnswer(field, text, context), lang), value: text === '' ? null : text };
}

/**
 * Checks answers against a form definition: required fields, types, choices, lengths, and for
 * file fields the accept list, the size limit and the count. `files` holds the uploaded files by
 * field name; pass `null` to check file fields from descriptors `{ name, size, type }` given in
 * the answers themselves (the JSON pre-check). Keys that are not fields are errors. `today`
 * (YYYY-MM-DD) dates the rules "today or later" and "not before another date".
 */
export function validateAnswers(
  form: FormDefinition,
  answers: Record<string, unknown>,
  files: Record<string, readonly AnswerFile[]> | null,
  lang: Locale,
  today: string,
): AnswersCheck {
  const errors: Record<string, string> = {};
  const values: Record<string, AnswerValue> = {};
  const names = new Set(form.fields.map((field) => field.name));
  for (const defined of form.fields) {
    const field = answerField(defined, lang);
    if (field.type === 'file') {
      const given = files ? (files[field.name] ?? []) : descriptorsOf(answers[field.name]);
      if (given === undefined) {
        errors[field.name] = formatMessage(formAnswerMessages.notFile, lang);
        continue;
      }
      const error = say(checkFileAnswer(field, given, lang), lang);
      if (error) errors[field.name] = error;
      values[field.name] = given.map((file) => file.name);
      continue;
    }
    const { error, value } = checkValue(field, answers[field.name], lang, { today, answers });
    if (error) errors[field.name] = error;
    values[field.name] = value;
  }
  for (const key of Object.keys(answers)) {
    if (!names.has(key)) errors[key] = formatMessage(formAnswerMessages.unknown, lang);
  }
  return { errors, values };
}

/** File descriptors of a JSON pre-check: an object or a list of `{ name, size, type }`. */
function descriptorsOf(raw: unknown): AnswerFile[] | undefined {
  if (raw === undefined || raw === null) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  const out: AnswerFile[] = [];
  for (const item of list) {
    if (item === null || typeof item !== 'object') return undefined;
    const { name, size, type } = item as Record<string, unknown>;
    if (typeof name !== 'string' || typeof size !== 'number' || size < 0) return undefined;
    out.push({ name, size, type: typeof type === 'string' ? type : '' });
  }
  return out;
}
