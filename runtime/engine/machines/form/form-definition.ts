import type { FormDefinition, FormField } from '../../../../schemas/site/forms.schema.ts';
import type { Resolved } from '../../../../schemas/localized.ts';

/** A form as GET /forms/{id} serves it: Localized values resolved, no recipient address. */
export type ServedForm = Omit<Resolved<FormDefinition>, 'recipientEmail'>;
export type ServedField = Resolved<FormField>;

/** What a visitor has typed: text, a checked box, or a choice. Files are kept apart. */
export type FormValues = Record<string, string | boolean>;
export type FormFiles = Record<string, File[]>;

/** A field error to show: a message id of the form block with its values, or a server text. */
export type FieldError = { id: string; values?: Record<string, string | number> } | { text: string };
export type FieldErrors = Record<string, FieldError>;

/** Name of the hidden field that people leave empty and robots fill in (§ Abuse). */
export const HONEYPOT_FIELD = 'website';

/** The starting values of a form: empty texts, unchecked boxes. */
export function initialValues(form: ServedForm): FormValues {
  const values: FormValues = {};
  for (const field of form.fields) {
    if (field.type === 'file') continue;
    values[field.name] = field.type === 'checkbox' ? false : '';
  }
  return values;
}

/** Checks that a GET /forms/{id} answer has the shape the block renders; throws a clear error. */
export function assertServedForm(value: unknown, formId: string): ServedForm {
  const form = value as Partial<ServedForm> | null;
  if (!form || typeof form !== 'object' || typeof form.id !== 'string' || !Array.isArray(form.fields)) {
    throw new Error(`form "${formId}": GET /forms/${formId} did not return a form definition`);
  }
  for (const field of form.fields) {
    if (!field || typeof field.name !== 'string' || typeof field.type !== 'string' || typeof field.label !== 'string') {
      throw new Error(`form "${formId}": a field has no name, type or label`);
    }
  }
  return form as ServedForm;
}
