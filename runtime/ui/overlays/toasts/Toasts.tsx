import { useSyncExternalStore } from 'react';
import type { Locale } from '../../../../rules/index.ts';
import { overlayMessages } from '../messages.ts';
import { toastMotion } from '../motion/overlay-motions.ts';
import { pageLocale, translate } from '../page-locale.ts';
import { toasts as pageToasts, type Toast, type ToastStore } from './toast-store.ts';
import { recordingOn } from '../../../engine/machines/recording/recording-switch.ts';
import { useEnterExit } from '../motion/use-enter-exit.ts';
import { usePresence } from '../motion/use-presence.ts';
import '../overlay-base.css';
import './toasts.css';

export interface ToastsProps {
  store?: ToastStore;
  locale?: Locale;
}

const none: readonly Toast[] = [];
const toastKey = (toast: Toast) => toast.id;

interface ToastItemProps {
  toast: Toast;
  leaving: boolean;
  dismissLabel: string;
  /** "Download the log", offered on an error while the tab records its machines. */
  downloadLabel: string | null;
  onDismiss: (id: number) => void;
  onExited: (id: number) => void;
}

/** One toast: slides in, and out (inert, hidden from assistive technologies) once dismissed. */
function ToastItem({ toast, leaving, dismissLabel, downloadLabel, onDismiss, onExited }: ToastItemProps) {
  const ref = useEnterExit<HTMLDivElement>(toastMotion, leaving ? 'leaving' : 'shown', () => onExited(toast.id));
  return (
    <div ref={ref} className={`vitrine-toast vitrine-toast--${toast.kind}`} inert={leaving} aria-hidden={leaving || undefined}>
      <span className="vitrine-toast__message">{toast.message}</span>
      {downloadLabel && toast.kind === 'error' ? (
        <button type="button" className="vitrine-toast__action" onClick={() => void import('../../../engine/machines/recording/download-log.ts').then(({ downloadLog }) => downloadLog())}>
          {downloadLabel}
        </button>
      ) : null}
      <button type="button" className="vitrine-toast__dismiss" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * The toast notifications, top right, each for 3000 ms, sliding in and out. Rendered inside the
 * page's status region (`.vitrine-toasts`, always there once the page is interactive, so screen
 * readers announce each new toast); the engine loads this on the first toast.
 */
export default function Toasts({ store = pageToasts, locale }: ToastsProps) {
  const list = useSyncExternalStore(store.subscribe, store.getSnapshot, () => none);
  const { entries, exited } = usePresence(list, toastKey);
  const dismissLabel = translate(overlayMessages, locale ?? pageLocale(), 'toasts.dismiss');
  const downloadLabel = recordingOn() ? translate(overlayMessages, locale ?? pageLocale(), 'toasts.downloadLog') : null;
  return entries.map(({ key, item, leaving }) => (
    <ToastItem key={key} toast={item} leaving={leaving} dismissLabel={dismissLabel} downloadLabel={downloadLabel} onDismiss={store.dismiss} onExited={exited} />
  ));
}
