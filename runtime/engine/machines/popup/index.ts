// Public surface of the popup machine (§4 popups): plain TypeScript, no React.
export { popupMachine } from './popup.machine.ts';
export type { PopupContext, PopupEvent, PopupInput } from './popup.machine.ts';
export { createPopupActors } from './popup.actors.ts';
export type { FetchPopupInput } from './popup.actors.ts';
export { isPopupActive, parseServedPopup, popupStorageKey, showsOnEveryReload, wasClosedBefore } from './popup-rules.ts';
export type { PopupStorage, ServedPopup } from './popup-rules.ts';
export { isPopupList, popupIdsForPage } from './popup-pages.ts';
export type { PopupPages } from './popup-pages.ts';
