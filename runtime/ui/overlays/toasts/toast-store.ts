import { browserTimers } from '../browser-timers.ts';
import { wakeWhen } from '../wake/overlay-wake.ts';
import { createObservable, type Observable } from '../wake/store-listeners.ts';

/** §2 Shared UI: toasts stay 3000 ms. */
export const TOAST_DURATION_MS = 3000;

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

export interface ToastStore extends Observable<readonly Toast[]> {
  /** Shows a toast for `TOAST_DURATION_MS`; returns its id. */
  show(message: string, kind?: ToastKind): number;
  dismiss(id: number): void;
}

const KINDS: readonly ToastKind[] = ['info', 'success', 'error'];

/** A toast list with auto-dismiss; the timers are injectable for tests. */
export function createToastStore(
  duration = TOAST_DURATION_MS,
  timers: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = browserTimers,
): ToastStore {
  const state = createObservable<readonly Toast[]>([]);
  const pending = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = 1;
  const dismiss = (id: number) => {
    const timer = pending.get(id);
    if (timer !== undefined) timers.clearTimeout(timer);
    pending.delete(id);
    const current = state.getSnapshot();
    if (current.some((toast) => toast.id === id)) state.set(current.filter((toast) => toast.id !== id));
  };
  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    dismiss,
    show(message, kind = 'info') {
      if (typeof message !== 'string' || message.trim() === '') throw new TypeError('toast: the message must be a non-empty string');
      if (!KINDS.includes(kind)) throw new TypeError(`toast: kind must be one of ${KINDS.join(', ')}, got ${String(kind)}`);
      const id = nextId++;
      state.set([...state.getSnapshot(), { id, message: message.trim(), kind }]);
      pending.set(id, timers.setTimeout(() => dismiss(id), duration));
      return id;
    },
  };
}

/**
 * The page's toasts: `toasts.show('Produit ajouté au panier', 'success')` from anywhere. The first
 * one makes the engine load the toast list.
 */
export const toasts: ToastStore = wakeWhen(createToastStore(), (list: readonly Toast[]) => list.length > 0, 'toasts');
