import type { FieldErrors, FormFiles, FormValues, ServedForm } from './form-definition.ts';
import { initialValues } from './form-definition.ts';
import { checkFiles } from './validate-form.ts';
import type { Lang } from '../../../../rules/locale.ts';

/**
 * What the form machine knows besides its state (the state is the status: editing — fresh,
 * invalid, refused or failed —, checking, sending, sent); plain data, so the page can show and
 * edit it before XState loads.
 */
export interface FormContext {
  form: ServedForm;
  target: 'form' | 'message';
  lang: Lang;
  values: FormValues;
  files: FormFiles;
  honeypot: string;
  /** Errors of this form, by field name (each form instance keeps its own, keyed by its form id). */
  errors: FieldErrors;
  /** The server's confirmation or refusal, or why sending failed. */
  message: string;
  /** How the no-JavaScript post this page answers ended (the form then starts in that state). */
  answered: 'invalid' | 'failed' | undefined;
  /** The field to focus after a refused attempt, and a counter so the same field is focused again. */
  focus: string | undefined;
  attempt: number;
}

/** The edits a visitor makes: they change the answers only, in any state where the form is editable. */
export type FormEditEvent =
  | { type: 'CHANGE'; name: string; value: string | boolean }
  | { type: 'FILES'; name: string; files: File[] }
  | { type: 'HONEYPOT'; value: string };

export type FormEvent = FormEditEvent | { type: 'SUBMIT' } | { type: 'RESTART' };

export interface FormInput {
  form: ServedForm;
  target?: 'form' | 'message';
  lang: Lang;
  /** The answers and errors of a refused or failed no-JavaScript post, when the page answers one. */
  echo?: { status: 'invalid' | 'failed'; values: FormValues; errors: FieldErrors; message: string } | undefined;
  /** Where to start from: what the visitor already did before the machine was loaded. */
  resume?: FormContext | undefined;
}

/** The starting context: empty answers, or those of a refused no-JavaScript post with its errors. */
export function initialFormContext(input: FormInput): FormContext {
  if (input.resume) return input.resume;
  const echo = input.echo;
  return {
    form: input.form,
    target: input.target ?? 'form',
    lang: input.lang,
    values: { ...initialValues(input.form), ...echo?.values },
    files: {},
    honeypot: '',
    errors: echo?.errors ?? {},
    message: echo?.message ?? '',
    answered: echo ? (Object.keys(echo.errors).length > 0 ? 'invalid' : 'failed') : undefined,
    focus: undefined,
    attempt: 0,
  };
}

/** The context after one edit: the answer changed and its error cleared (a refused file says why at once). */
export function applyEdit(context: FormContext, event: FormEditEvent): FormContext {
  if (event.type === 'HONEYPOT') return { ...context, honeypot: event.value };
  const { [event.name]: _cleared, ...errors } = context.errors;
  if (event.type === 'CHANGE') return { ...context, values: { ...context.values, [event.name]: event.value }, errors };
  const field = context.form.fields.find((one) => one.name === event.name);
  const error = field ? checkFiles(field, event.files, context.lang) : undefined;
  return { ...context, files: { ...context.files, [event.name]: event.files }, errors: error ? { ...errors, [event.name]: error } : errors };
}

/** What the form shows of its outcome: a machine state, or before the machine runs, the answered post's. */
export type FormStatus = 'editing' | 'invalid' | 'refused' | 'failed' | 'checking' | 'sending' | 'sent';

/** The status of a form whose machine has not started yet: the answered post's, else editing. */
export function statusBeforeMachine(context: FormContext): FormStatus {
  return context.answered ?? 'editing';
}

export function isEditEvent(event: FormEvent): event is FormEditEvent {
  return event.type === 'CHANGE' || event.type === 'FILES' || event.type === 'HONEYPOT';
}
