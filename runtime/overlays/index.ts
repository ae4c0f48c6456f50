// Eager-safe surface of the overlays: stores and events only, no React component. The components
// are default exports loaded lazily by the engine:
//   lazy(() => import('./overlays/Slider.tsx')), PopupHost.tsx, Toasts.tsx, LoadingBar.tsx.
export { toasts, createToastStore, TOAST_DURATION_MS } from './toast-store.ts';
export type { Toast, ToastKind, ToastStore } from './toast-store.ts';
export {
  loadingBar,
  trackRequest,
  createLoadingBarStore,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_THROTTLE_MS,
} from './loading-bar-store.ts';
export type { LoadingBarPhase, LoadingBarState, LoadingBarStore } from './loading-bar-store.ts';
export { POPUP_OPEN_EVENT, openPopup } from './popup-event.ts';
export type { PopupOpenDetail } from './popup-event.ts';
export { overlayMessages } from './messages.ts';
