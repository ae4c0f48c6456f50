import { assign, fromPromise, setup } from 'xstate';

/** What a submission's API call answered: accepted or refused, with the server's message. */
export interface SubmitOutcome {
  ok: boolean;
  message: string;
}

export interface SubmitContext {
  /** The last payload sent, kept so a failure loses nothing typed. */
  payload: Record<string, unknown>;
  status: 'idle' | 'sent' | 'refused';
  message: string;
}

export type SubmitEvent = { type: 'SEND'; payload: Record<string, unknown> } | { type: 'RESET' };

const missing = fromPromise<SubmitOutcome, Record<string, unknown>>(async () => {
  throw new Error('submit machine: provide the submit actor');
});

/**
 * A one-call submission (newsletter sign-up, element registration): idle → sending → sent, or
 * back to idle with the refusal or failure message. The `submit` actor calls the API.
 */
export const submitMachine = setup({
  types: { context: {} as SubmitContext, events: {} as SubmitEvent },
  actors: { submit: missing },
}).createMachine({
  id: 'submit',
  context: { payload: {}, status: 'idle', message: '' },
  initial: 'idle',
  states: {
    idle: {
      on: { SEND: { target: 'sending', actions: assign({ payload: ({ event }) => event.payload, message: '' }) } },
    },
    sending: {
      invoke: {
        src: 'submit',
        input: ({ context }) => context.payload,
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'sent', actions: assign({ status: 'sent', message: ({ event }) => event.output.message }) },
          { target: 'idle', actions: assign({ status: 'refused', message: ({ event }) => event.output.message }) },
        ],
        onError: {
          target: 'idle',
          actions: assign({ status: 'refused', message: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
        },
      },
    },
    sent: { on: { RESET: { target: 'idle', actions: assign({ status: 'idle', message: '', payload: {} }) } } },
  },
});
