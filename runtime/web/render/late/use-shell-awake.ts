import { useSyncExternalStore } from 'react';

/** What counts as the visitor's first interaction (listened to in the capture phase of the window). */
const WAKE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll'] as const;

let awake = false;
let started = false;
const listeners = new Set<() => void>();

/** Wakes the shell's behaviour now (first interaction, idle time; tests). */
export function wakeShell(): void {
  if (awake) return;
  awake = true;
  for (const name of WAKE_EVENTS) window.removeEventListener(name, wakeShell, true);
  for (const listener of listeners) listener();
}

function start(): void {
  if (started) return;
  started = true;
  for (const name of WAKE_EVENTS) window.addEventListener(name, wakeShell, { capture: true, passive: true });
  if (typeof requestIdleCallback === 'function') requestIdleCallback(wakeShell, { timeout: 4000 });
  else setTimeout(wakeShell, 2000);
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  start();
  return () => listeners.delete(onChange);
}

/** Resolves once the page wakes (see useShellAwake): a late block's code loads then. */
export function whenAwake(): Promise<void> {
  return new Promise((resolve) => {
    if (awake) return resolve();
    const wake = () => {
      listeners.delete(wake);
      resolve();
    };
    subscribe(wake);
  });
}

/**
 * Whether the shell's behaviour (submenus on hover, the drawer's focus trap, the sticky header's
 * offset, the back-to-top button) may load: false on the server and during hydration, so its code
 * is no part of the entry; true from the visitor's first interaction or the browser's first idle
 * moment after hydration, whichever comes first. The behaviour renders no markup of its own, so the
 * server HTML and the hydrated tree are the same.
 */
export function useShellAwake(): boolean {
  return useSyncExternalStore(subscribe, () => awake, () => false);
}
