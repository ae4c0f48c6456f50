import type { ServedPopup } from '../../../engine/machines/popup/popup-rules.ts';

/** How an open popup is shown: a modal dialog, or a bar at the foot of the screen that blocks nothing. */
export type PopupPresentation = 'modal' | 'bar';

/**
 * An announcement never blocks shopping: AUTO (the default) is a modal dialog on content pages
 * and a dismissible bar on shop pages (catalogue, product, cart); MODAL and BAR are the site
 * owner's explicit choice, on every page.
 */
export function popupPresentation(popup: Pick<ServedPopup, 'display'>, shopPage: boolean): PopupPresentation {
  if (popup.display === 'MODAL') return 'modal';
  if (popup.display === 'BAR') return 'bar';
  return shopPage ? 'bar' : 'modal';
}
