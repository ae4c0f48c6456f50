import { LATE_BLOCK_ATTRIBUTE } from '../kept/static-block-html.ts';

/** The button last clicked in each late block not hydrated yet, by block key. */
const clicks = new Map<string, HTMLElement>();
const hydrated = new Set<string>();

/**
 * Listens, before hydration, for clicks on a button of a late block whose code is not there yet:
 * React drops such a click (its handler does not exist yet), so the block replays it once it
 * hydrates (`replayLateClick`). Only `type="button"` buttons: a link or a submit button does its
 * own work without JavaScript (the form posts to its page). The window's capture phase runs
 * before React's listener on the document.
 */
export function keepLateClicks(view: Window): void {
  if (!view.document.querySelector(`[${LATE_BLOCK_ATTRIBUTE}]`)) return;
  view.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[type="button"]');
      const key = button?.closest(`[${LATE_BLOCK_ATTRIBUTE}]`)?.getAttribute(LATE_BLOCK_ATTRIBUTE);
      if (key != null && !hydrated.has(key)) clicks.set(key, button!);
    },
    true,
  );
}

/** Late block `key` has hydrated: the click it missed, if any, happens now. */
export function replayLateClick(key: string): void {
  hydrated.add(key);
  const target = clicks.get(key);
  clicks.delete(key);
  if (target?.isConnected) target.click();
}
