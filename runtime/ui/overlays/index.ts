// Eager-safe surface of the overlays: stores and events only, no React component. The components
// are default exports loaded lazily by the engine:
//   lazy(() => import('./slider/Slider.tsx')), popup/PopupHost.tsx, toasts/Toasts.tsx,
//   loading-bar/LoadingBar.tsx (ClientExtras.tsx decides when).
export { toasts, createToastStore, TOAST_DURATION_MS } from './toasts/toast-store.ts';
export type { Toast, ToastKind, ToastStore } from './toasts/toast-store.ts';
export {
  loadingBar,
  trackRequest,
  createLoadingBarStore,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_THROTTLE_MS,
} from './loading-bar/loading-bar-store.ts';
export type { LoadingBarPhase, LoadingBarState, LoadingBarStore } from './loading-bar/loading-bar-store.ts';
export { POPUP_OPEN_EVENT, openPopup } from './popup/popup-event.ts';
export type { PopupOpenDetail } from './popup/popup-event.ts';
export { overlayMessages } from './messages.ts';
