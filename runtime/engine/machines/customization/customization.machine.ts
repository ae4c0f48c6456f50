import { assign, fromPromise, setup } from 'xstate';
import type { CartRequestOutcome } from '../../api/cart-requests.ts';
import type { AddToCartRequest } from '../../api/cart-requests.ts';
import { addRequest, applyEdit, chosenFileProblem, fileToCheck, initialCustomizationContext, missingAnswer, priceAnswers } from './customization-context.ts';
import type { CustomizationContext, CustomizationEditEvent, CustomizationEvent, CustomizationInput, CustomizedPrice } from './customization-context.ts';
import type { FileCheckInput, FileCheckOutcome, PriceInput } from './customization.actors.ts';

export type { CustomizationContext, CustomizationEvent, CustomizationInput } from './customization-context.ts';

const missing = <O, I>() =>
  fromPromise<O, I>(async () => {
    throw new Error('customization machine: provide its actors (createCustomizationActors(api))');
  });

// The price region's answer to an edit, on each of its states (a transition on the region itself
// would reach across to the flow region and lose to the flow's own handling of the same event).
const EDITED = { ANSWER: 'stale', CHOOSE_FILE: 'stale', RESTART: 'stale' } as const;
const EDITED_AGAIN = {
  ANSWER: { target: 'stale', reenter: true },
  CHOOSE_FILE: { target: 'stale', reenter: true },
  RESTART: { target: 'stale', reenter: true },
} as const;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The customization of a declination (§4, §5): the steps one by one by index (a required answer
 * is asked for, a FILE is checked in the browser as it is chosen (a refused one is not kept), then by POST /product-customization/{id}/file/validate
 * before the next step), back to any earlier step to edit it, a summary, then the add to the cart
 * with the answers and files. Answers and files are kept while the visitor steps back and forth.
 * A parallel `price` region keeps the live price: an edit makes it stale, and after a short pause
 * it is asked again. Effects (file check, price, cart) are the actors of customization.actors.ts.
 */
export const customizationMachine = setup({
  types: { context: {} as CustomizationContext, events: {} as CustomizationEvent, input: {} as CustomizationInput },
  actors: {
    checkFile: missing<FileCheckOutcome, FileCheckInput>(),
    fetchPrice: missing<CustomizedPrice, PriceInput>(),
    addToCart: missing<CartRequestOutcome, AddToCartRequest>(),
  },
  delays: { PRICE_DELAY: 250 },
  guards: {
    answerMissing: ({ context }) => missingAnswer(context),
    chosenFileRefused: ({ context }, event: CustomizationEditEvent) => chosenFileProblem(context, event) !== null,
    fileToCheck: ({ context }) => fileToCheck(context) !== null,
    onLastStep: ({ context }) => context.index === context.customizations.length - 1,
    hasPrevious: ({ context }) => context.index > 0,
    isEarlierStep: ({ context }, index: number) => Number.isInteger(index) && index >= 0 && index < context.index,
    accepted: (_, outcome: { ok: boolean }) => outcome.ok,
    acceptedOnLastStep: ({ context }, outcome: { ok: boolean }) => outcome.ok && context.index === context.customizations.length - 1,
    validQuantity: (_, quantity: number) => Number.isInteger(quantity) && quantity > 0,
  },
  actions: {
    applyEdit: assign(({ context }, event: CustomizationEditEvent) => applyEdit(context, event)),
    askAnswer: assign({ problem: { kind: 'required' } }),
    refuseChosenFile: assign(({ context }, event: CustomizationEditEvent) => ({
      ...applyEdit(context, { type: 'CHOOSE_FILE', idCustomization: event.idCustomization, file: null }),
      problem: chosenFileProblem(context, event),
    })),
    keepCheckedFile: assign(({ context }) => {
      const checked = fileToCheck(context);
      return checked ? { checkedFiles: { ...context.checkedFiles, [checked.idCustomization]: checked.file } } : {};
    }),
    goNext: assign(({ context }) => ({ index: context.index + 1, furthest: Math.max(context.furthest, context.index + 1), problem: null })),
    goPrevious: assign(({ context }) => ({ index: Math.max(0, context.index - 1), problem: null })),
    goTo: assign((_, index: number) => ({ index, problem: null })),
    setQuantity: assign((_, quantity: number) => ({ quantity })),
    showRefusal: assign((_, message: string) => ({ problem: { kind: 'server' as const, message } })),
    keepPrice: assign((_, price: CustomizedPrice) => ({ price })),
    startAgain: assign(({ context }) => ({ index: 0, furthest: 0, answers: {}, files: {}, checkedFiles: {}, problem: null, quantity: context.quantity })),
  },
}).createMachine({
  id: 'customization',
  context: ({ input }) => initialCustomizationContext(input),
  type: 'parallel',
  states: {
    flow: {
      initial: 'step',
      states: {
        /** One step shown: `ready`, `incomplete` (a required answer is missing) or `refused` (its file). */
        step: {
          initial: 'ready',
          states: { ready: {}, incomplete: {}, refused: {} },
          on: {
            ANSWER: { target: '.ready', actions: { type: 'applyEdit', params: ({ event }) => event } },
            CHOOSE_FILE: [
              { guard: { type: 'chosenFileRefused', params: ({ event }) => event }, target: '.refused', actions: { type: 'refuseChosenFile', params: ({ event }) => event } },
              { target: '.ready', actions: { type: 'applyEdit', params: ({ event }) => event } },
            ],
            NEXT: [
              { guard: 'answerMissing', target: '.incomplete', actions: 'askAnswer' },
              { guard: 'fileToCheck', target: 'checkingFile' },
              { guard: 'onLastStep', target: 'summary', actions: 'goNext' },
              { target: 'step', reenter: true, actions: 'goNext' },
            ],
            PREVIOUS: { guard: 'hasPrevious', target: 'step', reenter: true, actions: 'goPrevious' },
            GO_TO: { guard: { type: 'isEarlierStep', params: ({ event }) => event.index }, target: 'step', reenter: true, actions: { type: 'goTo', params: ({ event }) => event.index } },
          },
        },
        /** POST /product-customization/{id}/file/validate with the current step's file. */
        checkingFile: {
          invoke: {
            id: 'checkFile',
            src: 'checkFile',
            input: ({ context }) => fileToCheck(context)!,
            onDone: [
              { guard: { type: 'acceptedOnLastStep', params: ({ event }) => event.output }, target: 'summary', actions: ['keepCheckedFile', 'goNext'] },
              { guard: { type: 'accepted', params: ({ event }) => event.output }, target: 'step', actions: ['keepCheckedFile', 'goNext'] },
              { target: 'step.refused', actions: { type: 'showRefusal', params: ({ event }) => (event.output.ok ? '' : event.output.message) } },
            ],
            onError: { target: 'step.refused', actions: { type: 'showRefusal', params: ({ event }) => reasonOf(event.error) } },
          },
        },
        /** Every answer with its cost, the quantity and the total; `failed` when the cart refused the add. */
        summary: {
          initial: 'ready',
          states: { ready: {}, failed: {} },
          on: {
            SET_QUANTITY: { guard: { type: 'validQuantity', params: ({ event }) => event.quantity }, actions: { type: 'setQuantity', params: ({ event }) => event.quantity } },
            ADD: 'adding',
            PREVIOUS: { target: 'step', actions: 'goPrevious' },
            GO_TO: { guard: { type: 'isEarlierStep', params: ({ event }) => event.index }, target: 'step', actions: { type: 'goTo', params: ({ event }) => event.index } },
          },
        },
        /** The cart's `send({ type: 'add', … })` with the answers and the files. */
        adding: {
          invoke: {
            id: 'addToCart',
            src: 'addToCart',
            input: ({ context }) => addRequest(context),
            onDone: [
              { guard: { type: 'accepted', params: ({ event }) => event.output }, target: 'added' },
              { target: 'summary.failed', actions: { type: 'showRefusal', params: ({ event }) => (event.output.ok ? '' : event.output.message) } },
            ],
            onError: { target: 'summary.failed', actions: { type: 'showRefusal', params: ({ event }) => reasonOf(event.error) } },
          },
        },
        added: { on: { RESTART: { target: 'step', actions: 'startAgain' } } },
      },
    },
    /** The live price: `current` matches the answers, `stale` waits for the visitor to pause, then `fetching`. */
    price: {
      initial: 'current',
      states: {
        current: { on: EDITED },
        stale: { after: { PRICE_DELAY: 'fetching' }, on: EDITED_AGAIN },
        fetching: {
          invoke: {
            id: 'fetchPrice',
            src: 'fetchPrice',
            input: ({ context }) => ({ idProduct: context.idProduct, idDeclination: context.idDeclination, customizations: priceAnswers(context) }),
            onDone: { target: 'current', actions: { type: 'keepPrice', params: ({ event }) => event.output } },
            onError: 'failed',
          },
          on: EDITED,
        },
        /** The price could not be read; the next edit asks again. */
        failed: { on: EDITED },
      },
    },
  },
});
