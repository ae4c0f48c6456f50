import type { FieldErrors, FormFiles, FormValues, ServedForm } from './form-definition.ts';
import { HONEYPOT_FIELD } from './form-definition.ts';

/** The answers to send: trimmed texts, booleans for boxes, no file field; the honeypot only when filled. */
export function answersOf(form: ServedForm, values: FormValues, honeypot = ''): Record<string, string | boolean> {
  const answers: Record<string, string | boolean> = {};
  for (const field of form.fields) {
    if (field.type === 'file') continue;
    const value = values[field.name];
    if (field.type === 'checkbox') answers[field.name] = value === true;
    else if (typeof value === 'string' && value.trim() !== '') answers[field.name] = value.trim();
  }
  if (honeypot !== '') answers[HONEYPOT_FIELD] = honeypot;
  return answers;
}

/** The answers of the JSON pre-check: file fields as `{ name, size, type }` descriptors. */
export function precheckAnswers(form: ServedForm, values: FormValues, files: FormFiles, honeypot = ''): Record<string, unknown> {
  const answers: Record<string, unknown> = answersOf(form, values, honeypot);
  for (const field of form.fields) {
    if (field.type !== 'file') continue;
    const chosen = files[field.name] ?? [];
    if (chosen.length > 0) answers[field.name] = chosen.map((file) => ({ name: file.name, size: file.size, type: file.type }));
  }
  return answers;
}

/**
 * The body of POST /message from a contact form's answers: name, email, phone, subject (the
 * chosen option's label when the subject is a choice) and message; other fields are appended
 * to the message as "label: value" lines.
 */
export function messageBody(form: ServedForm, values: FormValues, honeypot = ''): Record<string, string> {
  const answers = answersOf(form, values);
  const body: Record<string, string> = {};
  const extra: string[] = [];
  for (const field of form.fields) {
    const value = answers[field.name];
    if (value === undefined || field.type === 'file') continue;
    const text = field.options?.find((option) => option.value === value)?.label ?? (typeof value === 'boolean' ? (value ? '✓' : '✗') : value);
    if (['name', 'email', 'phone', 'subject', 'message'].includes(field.name)) body[field.name] = text;
    else extra.push(`${field.label}: ${text}`);
  }
  if (extra.length > 0) body.message = [body.message ?? '', ...extra].filter((line) => line !== '').join('\n');
  if (honeypot !== '') body[HONEYPOT_FIELD] = honeypot;
  return body;
}

/** The field errors of a failed API call (`data.errors` of the §7 envelope), as server texts. */
export function serverErrors(error: unknown, form: ServedForm): FieldErrors {
  const data = (error as { data?: { errors?: unknown } } | null)?.data;
  const raw = data && typeof data === 'object' ? data.errors : undefined;
  const errors: FieldErrors = {};
  if (!raw || typeof raw !== 'object') return errors;
  const names = new Set(form.fields.map((field) => field.name));
  for (const [name, text] of Object.entries(raw as Record<string, unknown>)) {
    if (names.has(name) && typeof text === 'string') errors[name] = { text };
  }
  return errors;
}
