import { assign, fromPromise, setup } from 'xstate';
import type { FieldErrors, FormFiles, FormValues, ServedForm } from './form-definition.ts';
import { initialValues } from './form-definition.ts';
import type { SendInput, SendOutcome } from './form.actors.ts';
import { checkFiles, firstInvalidField, validateForm } from './validate-form.ts';

export interface FormContext {
  form: ServedForm;
  target: 'form' | 'message';
  lang: 'fr' | 'en';
  values: FormValues;
  files: FormFiles;
  honeypot: string;
  /** Errors of this form, by field name (each form instance keeps its own, keyed by its form id). */
  errors: FieldErrors;
  /** The last outcome shown above the button: refused (field errors), failed (server or network), sent. */
  status: 'editing' | 'invalid' | 'refused' | 'failed' | 'sent';
  message: string;
  /** The field to focus after a refused attempt, and a counter so the same field is focused again. */
  focus: string | undefined;
  attempt: number;
}

export type FormEvent =
  | { type: 'CHANGE'; name: string; value: string | boolean }
  | { type: 'FILES'; name: string; files: File[] }
  | { type: 'HONEYPOT'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RESTART' };

export interface FormInput {
  form: ServedForm;
  target?: 'form' | 'message';
  lang: 'fr' | 'en';
}

const missing = fromPromise<SendOutcome, SendInput>(async () => {
  throw new Error('form machine: provide the checkAnswers and send actors (createFormActors(api))');
});

const sendInput = ({ context }: { context: FormContext }): SendInput => ({
  form: context.form,
  target: context.target,
  values: context.values,
  files: context.files,
  honeypot: context.honeypot,
});

/** The context after a refused answer: field errors (or a message alone when none applies). */
function refusedContext(context: FormContext, outcome: SendOutcome): Partial<FormContext> {
  if (outcome.ok) return {};
  const hasFieldErrors = Object.keys(outcome.errors).length > 0;
  return {
    errors: outcome.errors,
    status: hasFieldErrors ? 'refused' : 'failed',
    message: outcome.message,
    focus: firstInvalidField(context.form, outcome.errors),
    attempt: context.attempt + 1,
  };
}

/** The context after a call that threw: everything typed is kept, the reason is shown. */
function failedContext(context: FormContext, error: unknown): Partial<FormContext> {
  return { status: 'failed', message: error instanceof Error ? error.message : String(error), attempt: context.attempt + 1 };
}

/**
 * A dynamic form: editing → browser check → POST answer/validate → submit → sent. A refusal or a
 * failure returns to editing with everything typed kept, errors by field and the first invalid
 * field to focus.
 */
export const formMachine = setup({
  types: { context: {} as FormContext, events: {} as FormEvent, input: {} as FormInput },
  actors: { checkAnswers: missing, send: missing },
  guards: {
    validInBrowser: ({ context }) => Object.keys(validateForm(context.form, context.values, context.files, context.lang)).length === 0,
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({
    form: input.form,
    target: input.target ?? 'form',
    lang: input.lang,
    values: initialValues(input.form),
    files: {},
    honeypot: '',
    errors: {},
    status: 'editing',
    message: '',
    focus: undefined,
    attempt: 0,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => {
            const { [event.name]: _cleared, ...errors } = context.errors;
            return { values: { ...context.values, [event.name]: event.value }, errors };
          }),
        },
        FILES: {
          actions: assign(({ context, event }) => {
            const field = context.form.fields.find((one) => one.name === event.name);
            const { [event.name]: _cleared, ...errors } = context.errors;
            const error = field ? checkFiles(field, event.files, context.lang) : undefined;
            return { files: { ...context.files, [event.name]: event.files }, errors: error ? { ...errors, [event.name]: error } : errors };
          }),
        },
        HONEYPOT: { actions: assign({ honeypot: ({ event }) => event.value }) },
        SUBMIT: [
          { guard: 'validInBrowser', target: 'checking' },
          {
            actions: assign(({ context }) => {
              const errors = validateForm(context.form, context.values, context.files, context.lang);
              return { errors, status: 'invalid' as const, message: '', focus: firstInvalidField(context.form, errors), attempt: context.attempt + 1 };
            }),
          },
        ],
      },
    },
    checking: {
      entry: assign({ errors: {}, message: '' }),
      invoke: {
        src: 'checkAnswers',
        input: sendInput,
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'sending' },
          { target: 'editing', actions: assign(({ context, event }) => refusedContext(context, event.output)) },
        ],
        onError: { target: 'editing', actions: assign(({ context, event }) => failedContext(context, event.error)) },
      },
    },
    sending: {
      invoke: {
        src: 'send',
        input: sendInput,
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'sent',
            actions: assign({ status: 'sent', message: ({ event }) => event.output.message, errors: {} }),
          },
          { target: 'editing', actions: assign(({ context, event }) => refusedContext(context, event.output)) },
        ],
        onError: { target: 'editing', actions: assign(({ context, event }) => failedContext(context, event.error)) },
      },
    },
    sent: {
      on: {
        RESTART: {
          target: 'editing',
          actions: assign(({ context }) => ({ values: initialValues(context.form), files: {}, status: 'editing' as const, message: '' })),
        },
      },
    },
  },
});
