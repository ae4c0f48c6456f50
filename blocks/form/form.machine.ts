import { assign, fromPromise, setup } from 'xstate';
import { initialValues } from './form-definition.ts';
import { applyEdit, initialFormContext } from './form-context.ts';
import type { FormContext, FormEvent, FormInput } from './form-context.ts';
import type { SendInput, SendOutcome } from './form.actors.ts';
import { firstInvalidField, validateForm } from './validate-form.ts';

export type { FormContext, FormEvent, FormInput } from './form-context.ts';

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
  context: ({ input }) => initialFormContext(input),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: assign(({ context, event }) => applyEdit(context, event)) },
        FILES: { actions: assign(({ context, event }) => applyEdit(context, event)) },
        HONEYPOT: { actions: assign(({ context, event }) => applyEdit(context, event)) },
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
