import { assign, fromPromise, setup } from 'xstate';
import type { FetchPopupInput } from './popup.actors.ts';
import {
  isPopupActive,
  popupStorageKey,
  showsOnEveryReload,
  wasClosedBefore,
  type FetchedPopup,
  type PopupStorage,
  type ServedPopup,
} from './popup-rules.ts';

export interface PopupContext {
  /** §4: the ids of the popups opened on this page, in order; once opened, recorded as opened. */
  openedIds: number[];
  /** Ids asked for while another popup was loading or open; opened one after the other. */
  queue: number[];
  requestedId: number | null;
  force: boolean;
  popup: ServedPopup | null;
  error: string | null;
  storage: PopupStorage | null;
  now: () => number;
}

/** TRIGGERED: the visitor did what the popup waits for (scrolled, or left the page at the top). */
export type PopupEvent = { type: 'OPEN'; id: number; force?: boolean } | { type: 'CLOSE' } | { type: 'TRIGGERED' };

export interface PopupInput {
  /** Local storage in the browser; null on the server or when storage is blocked. */
  storage?: PopupStorage | null;
  now?: () => number;
}

const missing = fromPromise<FetchedPopup, FetchPopupInput>(async () => {
  throw new Error('popup machine: provide the fetchPopup actor (createPopupActors(api))');
});

const today = (now: () => number) => new Date(now()).toISOString().slice(0, 10);

/**
 * The modal popups (§2 Shared UI, §4): OPEN fetches `GET /popup/{id}`, waits for its trigger
 * (at once for ON_LOAD; TRIGGERED for ON_SCROLL / ON_EXIT) and its delay,
 * opens it and records its id; CLOSE closes it and stores `popup-{id}` = timestamp in local
 * storage unless it shows on every reload. A popup closed before (or already opened on this
 * page) is skipped unless the event says `force`.
 */
export const popupMachine = setup({
  types: { context: {} as PopupContext, events: {} as PopupEvent, input: {} as PopupInput },
  actors: { fetchPopup: missing },
  guards: {
    validId: ({ event }) => event.type === 'OPEN' && Number.isInteger(event.id) && event.id > 0,
    hasQueued: ({ context }) => context.queue.length > 0,
    onLoad: ({ context }) => (context.popup?.trigger ?? 'ON_LOAD') === 'ON_LOAD',
    canShow: ({ context }, popup: FetchedPopup) =>
      isPopupActive(popup, today(context.now)) &&
      (context.force || (!context.openedIds.includes(popup.id) && !(popup.closedBefore ?? wasClosedBefore(popup, context.storage)))),
  },
  actions: {
    request: assign(({ event }) =>
      event.type === 'OPEN' ? { requestedId: event.id, force: event.force === true, error: null } : {},
    ),
    enqueue: assign(({ context, event }) =>
      event.type === 'OPEN' && event.id !== context.requestedId && !context.queue.includes(event.id)
        ? { queue: [...context.queue, event.id] }
        : {},
    ),
    dequeue: assign(({ context }) => ({ requestedId: context.queue[0] ?? null, queue: context.queue.slice(1), force: false, error: null })),
    remember: ({ context }) => {
      const { popup, storage } = context;
      if (!popup || !storage || showsOnEveryReload(popup)) return;
      try {
        storage.setItem(popupStorageKey(popup.id), String(context.now()));
      } catch {
        // Storage full or blocked: the popup may show again, nothing else breaks.
      }
    },
    clear: assign({ popup: null, requestedId: null }),
  },
  delays: {
    popupDelay: ({ context }) => Math.max(0, context.popup?.delaySeconds ?? 0) * 1000,
  },
}).createMachine({
  id: 'popup',
  context: ({ input }) => ({
    openedIds: [],
    queue: [],
    requestedId: null,
    force: false,
    popup: null,
    error: null,
    storage: input?.storage ?? null,
    now: input?.now ?? Date.now,
  }),
  initial: 'closed',
  states: {
    closed: {
      always: { guard: 'hasQueued', target: 'loading', actions: 'dequeue' },
      on: { OPEN: { guard: 'validId', target: 'loading', actions: 'request' } },
    },
    loading: {
      invoke: {
        id: 'fetchPopup',
        src: 'fetchPopup',
        input: ({ context }) => ({ id: context.requestedId ?? 0, storage: context.storage }),
        onDone: [
          { guard: { type: 'canShow', params: ({ event }) => event.output }, target: 'armed', actions: assign({ popup: ({ event }) => event.output }) },
          { target: 'closed', actions: 'clear' },
        ],
        onError: {
          target: 'closed',
          actions: [assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }), 'clear'],
        },
      },
      on: { OPEN: { guard: 'validId', actions: 'enqueue' }, CLOSE: { target: 'closed', actions: 'clear' } },
    },
    armed: {
      always: { guard: 'onLoad', target: 'waiting' },
      on: { TRIGGERED: 'waiting', OPEN: { guard: 'validId', actions: 'enqueue' }, CLOSE: { target: 'closed', actions: 'clear' } },
    },
    waiting: {
      after: { popupDelay: 'open' },
      on: { OPEN: { guard: 'validId', actions: 'enqueue' }, CLOSE: { target: 'closed', actions: 'clear' } },
    },
    open: {
      entry: assign({
        openedIds: ({ context }) =>
          context.popup && !context.openedIds.includes(context.popup.id) ? [...context.openedIds, context.popup.id] : context.openedIds,
      }),
      on: { OPEN: { guard: 'validId', actions: 'enqueue' }, CLOSE: { target: 'closed', actions: ['remember', 'clear'] } },
    },
  },
});
