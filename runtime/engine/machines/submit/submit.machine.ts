import { assign, fromPromise, setup } from 'xstate';

/** What a submission's API call answered: accepted or refused, with the server's message. */
export interface SubmitOutcome {
  ok: boolean;
  message: string;
}

/** What the machine keeps besides its state (the state is the status: idle, sending, sent, refused). */
export interface SubmitContext {
  /** The last payload sent, kept so a failure loses nothing typed. */
  payload: Record<string, unknown>;
  /** The server's confirmation or refusal, or the reason of a failure. */
  message: string;
}

export type SubmitEvent = { type: 'SEND'; payload: Record<string, unknown> } | { type: 'RESET' };

const missing = fromPromise<SubmitOutcome, Record<string, unknown>>(async () => {
  throw new Error('submit machine: provide the submit actor (createSubmitActors)');
});

/**
 * A one-call submission (newsletter sign-up, element registration): idle → sending → sent, or
 * refused with the refusal or failure message (and sent again from there). The `submit` actor
 * calls the API (submit.actors.ts).
 */
export const submitMachine = setup({
  types: { context: {} as SubmitContext, events: {} as SubmitEvent },
  actors: { submit: missing },
  guards: {
    accepted: (_, outcome: SubmitOutcome) => outcome.ok,
  },
  actions: {
    keepPayload: assign((_, payload: Record<string, unknown>) => ({ payload, message: '' })),
    showMessage: assign((_, message: string) => ({ message })),
    clear: assign({ payload: {}, message: '' }),
  },
}).createMachine({
  id: 'submit',
  context: { payload: {}, message: '' },
  initial: 'idle',
  states: {
    idle: {
      on: { SEND: { target: 'sending', actions: { type: 'keepPayload', params: ({ event }) => event.payload } } },
    },
    sending: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => context.payload,
        onDone: [
          { guard: { type: 'accepted', params: ({ event }) => event.output }, target: 'sent', actions: { type: 'showMessage', params: ({ event }) => event.output.message } },
          { target: 'refused', actions: { type: 'showMessage', params: ({ event }) => event.output.message } },
        ],
        onError: {
          target: 'refused',
          actions: { type: 'showMessage', params: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) },
        },
      },
    },
    refused: {
      on: { SEND: { target: 'sending', actions: { type: 'keepPayload', params: ({ event }) => event.payload } } },
    },
    sent: { on: { RESET: { target: 'idle', actions: 'clear' } } },
  },
});
