import { acceptsFile } from '../files/accepts-file.ts';
import type { Locale } from '../locale.ts';
import type { FormAnswerErrorKey } from './form-answer-messages.ts';
import { formatFileSize } from './format-file-size.ts';
import { dateParts } from '../date-parts.ts';

/** An e-mail address as every form accepts it: something@domain.tld, no spaces. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone number as every form accepts it: digits, spaces, dots, dashes, brackets, an optional leading +. */
export const TEL = /^\+?[0-9 ().-]{6,25}$/;

/** Default longest text when the field sets no `maxLength`. */
export const DEFAULT_MAX_LENGTH = { text: 500, textarea: 5000 } as const;

/** What the checks read of a field definition (a served field and a stored one both have it). */
export interface AnswerField {
  type: string;
  required?: boolean | undefined;
  maxLength?: number | undefined;
  multiple?: boolean | undefined;
  accept?: readonly string[] | undefined;
  maxSize?: number | undefined;
  /** The smallest and largest whole number a number field accepts. */
  min?: number | undefined;
  max?: number | undefined;
  /** A date field that accepts only today or later (`today`). */
  minDate?: 'today' | undefined;
  /** A date field that may not come before the answer of this other date field. */
  notBefore?: string | undefined;
  /** The choices of a select or radio field: their values, and the label shown for each. */
  options?: readonly { value: string; label: string }[] | undefined;
}

/** What the checks read of a file (a web `File` has it, and so does a JSON descriptor). */
export interface AnswerFile {
  name: string;
  size: number;
  type: string;
}

/**
 * What a check reads beyond the answer itself: today's date (YYYY-MM-DD, in the site's time zone)
 * and the other answers, for rules between fields (a return not before the departure).
 */
export interface AnswerContext {
  today: string;
  answers: Readonly<Record<string, unknown>>;
}

/** Today's date as a `YYYY-MM-DD` calendar day in the display time zone (the same in the browser and on the server). */
export function todayIso(now: Date = new Date()): string {
  const { year, month, day } = dateParts(now);
  return `${year}-${month}-${day}`;
}

/** A whole number as people type it: digits, an optional minus sign, spaces around. */
const WHOLE_NUMBER = /^-?\d{1,9}$/;

/** Why an answer is refused: a key of the one catalogue and the values of its placeholders. */
export interface AnswerError {
  key: FormAnswerErrorKey;
  values?: Record<string, string | number>;
}

/**
 * The length of an answer as people count it: in characters (Unicode code points), so an emoji
 * counts one, as JSON Schema's `maxLength` counts, not two as a JavaScript string's `.length`.
 */
export function answerLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** The longest answer a text field accepts. */
export function maxLengthOf(field: AnswerField): number {
  return field.maxLength ?? (field.type === 'textarea' ? DEFAULT_MAX_LENGTH.textarea : DEFAULT_MAX_LENGTH.text);
}

function isValidDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The error of a text answer (already trimmed) of a field that is neither a file nor a
 * checkbox; undefined when it is accepted. Used by the browser before sending and by the API on
 * receipt, so both accept and refuse the same answers.
 */
export function checkTextAnswer(field: AnswerField, text: string, context?: AnswerContext): AnswerError | undefined {
  if (text === '') return field.required ? { key: 'required' } : undefined;
  const max = maxLengthOf(field);
  if (answerLength(text) > max) return { key: 'tooLong', values: { max } };
  if (field.type === 'email' && !EMAIL.test(text)) return { key: 'email' };
  if (field.type === 'tel' && (!TEL.test(text) || text.replace(/\D/g, '').length < 6)) return { key: 'tel' };
  if (field.type === 'date') return checkDate(field, text, context);
  if (field.type === 'number') return checkNumber(field, text);
  if ((field.type === 'select' || field.type === 'radio') && !field.options?.some((option) => option.value === text)) {
    return { key: 'choice', values: { allowed: (field.options ?? []).map((option) => option.label).join(', ') } };
  }
  return undefined;
}

/** The error of a checkbox answer: a required box must be ticked. */
export function checkBoxAnswer(field: AnswerField, checked: boolean): AnswerError | undefined {
  return field.required && !checked ? { key: 'required' } : undefined;
}

/** Why the files of a file field are refused (count, type, size); undefined when accepted. */
export function checkFileAnswer(field: AnswerField, files: readonly AnswerFile[], lang: Locale): AnswerError | undefined {
  if (files.length === 0) return field.required ? { key: 'required' } : undefined;
  if (files.length > 1 && !field.multiple) return { key: 'oneFile' };
  for (const file of files) {
    if (field.accept && !acceptsFile(field.accept, file)) {
      return { key: 'fileType', values: { name: file.name, accept: field.accept.join(', ') } };
    }
    if (field.maxSize !== undefined && file.size > field.maxSize) {
      return { key: 'fileSize', values: { name: file.name, size: formatFileSize(file.size, lang), max: formatFileSize(field.maxSize, lang) } };
    }
  }
  return undefined;
}

/** A number answer: a whole number within the field's `min` and `max`. */
function checkNumber(field: AnswerField, text: string): AnswerError | undefined {
  if (!WHOLE_NUMBER.test(text)) return { key: 'number' };
  const value = Number(text);
  if (field.min !== undefined && value < field.min) return { key: 'tooSmall', values: { min: field.min } };
  if (field.max !== undefined && value > field.max) return { key: 'tooLarge', values: { max: field.max } };
  return undefined;
}

/**
 * The first day a date field accepts (YYYY-MM-DD): today when the field says so, and not before
 * the answer of its `notBefore` field when that one is a valid date; undefined when any day goes.
 */
export function earliestDate(field: AnswerField, context: AnswerContext): string | undefined {
  const floors: string[] = [];
  if (field.minDate === 'today') floors.push(context.today);
  const other = field.notBefore ? context.answers[field.notBefore] : undefined;
  if (typeof other === 'string' && isValidDate(other.trim())) floors.push(other.trim());
  return floors.sort().at(-1);
}

/** A date answer: a real calendar day, on or after its earliest date; the message names that day as `dd/mm/yyyy` (§9). */
function checkDate(field: AnswerField, text: string, context: AnswerContext | undefined): AnswerError | undefined {
  if (!isValidDate(text)) return { key: 'date' };
  const first = context ? earliestDate(field, context) : undefined;
  if (first === undefined || text >= first) return undefined;
  const [year, month, day] = first.split('-');
  return { key: 'dateTooEarly', values: { date: `${day}/${month}/${year}` } };
}
