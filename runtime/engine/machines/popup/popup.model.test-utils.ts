import { initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import type { MachineModel } from '../machine-paths.test-utils.ts';
import type { ServedPopup } from './popup-rules.ts';
import { popupMachine, type PopupEvent } from './popup.machine.ts';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const popup = (id: number, extra: Partial<ServedPopup> = {}): ServedPopup => ({ id, isValid: true, title: `Offre ${id}`, html: '<p>Réservez</p>', pages: 'ALL', ...extra });
const done = (output: ServedPopup) => ({ type: 'xstate.done.actor.fetchPopup', output }) as never;

/** Open, close, a trigger, the delay, and each answer of the API: shown at load, on scroll, expired, failed. */
const events: PopupEvent[] = [
  { type: 'OPEN', id: 1 },
  { type: 'OPEN', id: 2 },
  { type: 'OPEN', id: 0 },
  { type: 'CLOSE' },
  { type: 'TRIGGERED' },
  done(popup(1)),
  done(popup(2, { trigger: 'ON_SCROLL' } as Partial<ServedPopup>)),
  done(popup(3, { isValid: false })),
  { type: 'xstate.error.actor.fetchPopup', error: new Error('Failed to fetch') } as never,
  { type: 'xstate.after.popupDelay.popup.waiting' } as never,
];

const fresh = initialTransition(popupMachine, { storage: null, now: () => NOW })[0];
const after = (start: AnyMachineSnapshot, ...steps: PopupEvent[]) => steps.reduce((snapshot, event) => transition(popupMachine, snapshot as never, event as never)[0] as AnyMachineSnapshot, start);

/**
 * The popup machine's graph model. The eventless transitions count when a start enters their
 * target: a popup shown at load (armed → waiting at once), and a queued popup loaded on close.
 */
export const popupModel: MachineModel = {
  machine: popupMachine,
  starts: [fresh, after(fresh, { type: 'OPEN', id: 1 }, done(popup(1))), after(fresh, { type: 'OPEN', id: 1 }, { type: 'OPEN', id: 2 }, done(popup(1)), { type: 'xstate.after.popupDelay.popup.waiting' } as never, { type: 'CLOSE' })],
  events,
  serialize: (snapshot) => {
    const { queue, popup: shown, requestedId } = snapshot.context as { queue: number[]; popup: ServedPopup | null; requestedId: number | null };
    return JSON.stringify([snapshot.value, queue.length, shown?.id ?? null, requestedId]);
  },
};
