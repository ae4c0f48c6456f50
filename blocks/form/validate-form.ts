import { acceptsFile } from '../../rules/accepts-file.ts';
import { EMAIL, TEL } from './patterns.ts';
import type { FieldError, FieldErrors, FormFiles, FormValues, ServedField, ServedForm } from './form-definition.ts';

const DEFAULT_MAX = { text: 500, textarea: 5000 } as const;

/** "512 o", "300 Ko", "2 Mo" in French; "512 B", "300 KB", "2 MB" in English. */
export function formatFileSize(bytes: number, lang: 'fr' | 'en'): string {
  const [b, kb, mb] = lang === 'fr' ? ['o', 'Ko', 'Mo'] : ['B', 'KB', 'MB'];
  if (bytes < 1024) return `${bytes} ${b}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} ${kb}`;
  const value = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `${lang === 'fr' ? String(value).replace('.', ',') : value} ${mb}`;
}

function isValidDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Why the files chosen for a file field are refused, before any upload; undefined when fine. */
export function checkFiles(field: ServedField, files: readonly File[], lang: 'fr' | 'en'): FieldError | undefined {
  if (files.length === 0) return field.required ? { id: 'form.error.required' } : undefined;
  if (files.length > 1 && !field.multiple) return { id: 'form.error.oneFile' };
  for (const file of files) {
    if (field.accept && !acceptsFile(field.accept, file)) {
      return { id: 'form.error.fileType', values: { name: file.name, accept: field.accept.join(', ') } };
    }
    if (field.maxSize !== undefined && file.size > field.maxSize) {
      return {
        id: 'form.error.fileSize',
        values: { name: file.name, size: formatFileSize(file.size, lang), max: formatFileSize(field.maxSize, lang) },
      };
    }
  }
  return undefined;
}

/** The error of one non-file field for its current value; undefined when the value is valid. */
export function checkValue(field: ServedField, raw: string | boolean | undefined): FieldError | undefined {
  if (field.type === 'checkbox') return field.required && raw !== true ? { id: 'form.error.required' } : undefined;
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return field.required ? { id: 'form.error.required' } : undefined;
  const max = field.maxLength ?? (field.type === 'textarea' ? DEFAULT_MAX.textarea : DEFAULT_MAX.text);
  if ([...text].length > max) return { id: 'form.error.tooLong', values: { max } };
  if (field.type === 'email' && !EMAIL.test(text)) return { id: 'form.error.email' };
  if (field.type === 'tel' && (!TEL.test(text) || text.replace(/\D/g, '').length < 6)) return { id: 'form.error.tel' };
  if (field.type === 'date' && !isValidDate(text)) return { id: 'form.error.date' };
  if ((field.type === 'select' || field.type === 'radio') && !field.options?.some((o) => o.value === text)) {
    return { id: 'form.error.choice' };
  }
  return undefined;
}

/** Every error of the answers, checked in the browser from the definition (field order kept). */
export function validateForm(form: ServedForm, values: FormValues, files: FormFiles, lang: 'fr' | 'en'): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of form.fields) {
    const error = field.type === 'file' ? checkFiles(field, files[field.name] ?? [], lang) : checkValue(field, values[field.name]);
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** The name of the first field of the form that has an error, to move the focus there. */
export function firstInvalidField(form: ServedForm, errors: FieldErrors): string | undefined {
  return form.fields.find((field) => errors[field.name] !== undefined)?.name;
}
