import { checkBoxAnswer, checkFileAnswer, checkTextAnswer, todayIso } from '../../../../rules/form-answer/check-answer.ts';
import type { AnswerContext, AnswerError } from '../../../../rules/form-answer/check-answer.ts';
import type { FieldError, FieldErrors, FormFiles, FormValues, ServedField, ServedForm } from './form-definition.ts';
import { toLocale, type Lang } from '../../../../rules/locale.ts';

/** Prefix of the form block's messages that come from the one form-answer catalogue (`rules/form-answer`). */
export const ERROR_ID_PREFIX = 'form.error.';

const asFieldError = (error: AnswerError | undefined): FieldError | undefined =>
  error ? (error.values ? { id: `${ERROR_ID_PREFIX}${error.key}`, values: error.values } : { id: `${ERROR_ID_PREFIX}${error.key}` }) : undefined;

/** Why the files chosen for a file field are refused, before any upload; undefined when fine. */
export function checkFiles(field: ServedField, files: readonly File[], lang: Lang): FieldError | undefined {
  return asFieldError(checkFileAnswer(field, files, toLocale(lang)));
}

/**
 * The error of one non-file field for its current value (the rule the API applies too), with the
 * other answers and today's date for the rules between fields; undefined when valid.
 */
export function checkValue(field: ServedField, raw: string | boolean | undefined, context: AnswerContext): FieldError | undefined {
  if (field.type === 'checkbox') return asFieldError(checkBoxAnswer(field, raw === true));
  return asFieldError(checkTextAnswer(field, typeof raw === 'string' ? raw.trim() : '', context));
}

/** Every error of the answers, checked in the browser from the definition (field order kept). */
export function validateForm(form: ServedForm, values: FormValues, files: FormFiles, lang: Lang, today: string = todayIso()): FieldErrors {
  const errors: FieldErrors = {};
  const context = { today, answers: values };
  for (const field of form.fields) {
    const error = field.type === 'file' ? checkFiles(field, files[field.name] ?? [], lang) : checkValue(field, values[field.name], context);
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** The name of the first field of the form that has an error, to move the focus there. */
export function firstInvalidField(form: ServedForm, errors: FieldErrors): string | undefined {
  return form.fields.find((field) => errors[field.name] !== undefined)?.name;
}
