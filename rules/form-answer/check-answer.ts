import { acceptsFile } from '../files/accepts-file.ts';
import type { FormAnswerErrorKey, MessageLang } from './form-answer-messages.ts';
import { formatFileSize } from './format-file-size.ts';

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
  /** The choices of a select or radio field: their values, and the label shown for each. */
  options?: readonly { value: string; label: string }[] | undefined;
}

/** What the checks read of a file (a web `File` has it, and so does a JSON descriptor). */
export interface AnswerFile {
  name: string;
  size: number;
  type: string;
}

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
export function checkTextAnswer(field: AnswerField, text: string): AnswerError | undefined {
  if (text === '') return field.required ? { key: 'required' } : undefined;
  const max = maxLengthOf(field);
  if (answerLength(text) > max) return { key: 'tooLong', values: { max } };
  if (field.type === 'email' && !EMAIL.test(text)) return { key: 'email' };
  if (field.type === 'tel' && (!TEL.test(text) || text.replace(/\D/g, '').length < 6)) return { key: 'tel' };
  if (field.type === 'date' && !isValidDate(text)) return { key: 'date' };
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
export function checkFileAnswer(field: AnswerField, files: readonly AnswerFile[], lang: MessageLang): AnswerError | undefined {
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
