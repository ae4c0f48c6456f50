import { assign, fromPromise, setup } from 'xstate';
import { initialValues } from './form-definition.ts';
import { applyEdit, initialFormContext } from './form-context.ts';
import type { FormContext, FormEditEvent, FormEvent, FormInput } from './form-context.ts';
import type { SendInput, SendOutcome } from './form.actors.ts';
import { firstInvalidField, validateForm } from './validate-form.ts';

export type { FormContext, FormEvent, FormInput, FormStatus } from './form-context.ts';

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

const browserErrors = (context: FormContext) => validateForm(context.form, context.values, context.files, context.lang);

/**
 * A dynamic form: editing → browser check → POST answer/validate (checking) → submit (sending) →
 * sent. A refusal or a failure returns to editing (its sub-state says which) with everything
 * typed kept, errors by field and the first invalid field to focus. The state is the status: the
 * context holds the answers, the errors and the server's message, never a copy of the state.
 * Effects (the API calls) are the `checkAnswers` and `send` actors of form.actors.ts.
 */
export const formMachine = setup({
  types: { context: {} as FormContext, events: {} as FormEvent, input: {} as FormInput },
  actors: { checkAnswers: missing, send: missing },
  guards: {
    answeredInvalid: ({ context }) => context.answered === 'invalid',
    answeredFailed: ({ context }) => context.answered === 'failed',
    validInBrowser: ({ context }) => Object.keys(browserErrors(context)).length === 0,
    accepted: (_, outcome: SendOutcome) => outcome.ok,
    refusedByField: (_, outcome: SendOutcome) => !outcome.ok && Object.keys(outcome.errors).length > 0,
  },
  actions: {
    applyEdit: assign(({ context }, event: FormEditEvent) => applyEdit(context, event)),
    showBrowserErrors: assign(({ context }) => {
      const errors = browserErrors(context);
      return { errors, message: '', focus: firstInvalidField(context.form, errors), attempt: context.attempt + 1 };
    }),
    clearErrors: assign({ errors: {}, message: '' }),
    showRefusal: assign(({ context }, outcome: SendOutcome) => {
      const errors = outcome.ok ? {} : outcome.errors;
      return { errors, message: outcome.message, focus: firstInvalidField(context.form, errors), attempt: context.attempt + 1 };
    }),
    showFailure: assign(({ context }, error: unknown) => ({ message: error instanceof Error ? error.message : String(error), attempt: context.attempt + 1 })),
    showConfirmation: assign((_, outcome: SendOutcome) => ({ message: outcome.message, errors: {} })),
    startAgain: assign(({ context }) => ({ values: initialValues(context.form), files: {}, message: '', answered: undefined })),
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => initialFormContext(input),
  initial: 'starting',
  states: {
    /** Where the form starts: as the answered no-JavaScript post left it, else fresh. */
    starting: {
      always: [{ guard: 'answeredInvalid', target: 'editing.invalid' }, { guard: 'answeredFailed', target: 'editing.failed' }, { target: 'editing.fresh' }],
    },
    editing: {
      initial: 'fresh',
      states: {
        fresh: {},
        /** The browser's check refused answers (errors by field). */
        invalid: {},
        /** The server refused answers (errors by field). */
        refused: {},
        /** Sending failed (server or network); the message says why. */
        failed: {},
      },
      on: {
        CHANGE: { actions: { type: 'applyEdit', params: ({ event }) => event } },
        FILES: { actions: { type: 'applyEdit', params: ({ event }) => event } },
        HONEYPOT: { actions: { type: 'applyEdit', params: ({ event }) => event } },
        SUBMIT: [
          { guard: 'validInBrowser', target: 'checking' },
          { target: '.invalid', reenter: true, actions: 'showBrowserErrors' },
        ],
      },
    },
    checking: {
      entry: 'clearErrors',
      invoke: {
        id: 'checkAnswers',
        src: 'checkAnswers',
        input: sendInput,
        onDone: [
          { guard: { type: 'accepted', params: ({ event }) => event.output }, target: 'sending' },
          { guard: { type: 'refusedByField', params: ({ event }) => event.output }, target: 'editing.refused', actions: { type: 'showRefusal', params: ({ event }) => event.output } },
          { target: 'editing.failed', actions: { type: 'showRefusal', params: ({ event }) => event.output } },
        ],
        onError: { target: 'editing.failed', actions: { type: 'showFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: sendInput,
        onDone: [
          { guard: { type: 'accepted', params: ({ event }) => event.output }, target: 'sent', actions: { type: 'showConfirmation', params: ({ event }) => event.output } },
          { guard: { type: 'refusedByField', params: ({ event }) => event.output }, target: 'editing.refused', actions: { type: 'showRefusal', params: ({ event }) => event.output } },
          { target: 'editing.failed', actions: { type: 'showRefusal', params: ({ event }) => event.output } },
        ],
        onError: { target: 'editing.failed', actions: { type: 'showFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    sent: {
      on: { RESTART: { target: 'editing.fresh', actions: 'startAgain' } },
    },
  },
});

