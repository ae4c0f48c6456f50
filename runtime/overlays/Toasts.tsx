import { useSyncExternalStore } from 'react';
import type { Locale } from '../../rules/index.ts';
import { overlayMessages } from './messages.ts';
import { pageLocale, translate } from './page-locale.ts';
import { toasts as pageToasts, type Toast, type ToastStore } from './toast-store.ts';
import './overlay-base.css';
import './toasts.css';

export interface ToastsProps {
  store?: ToastStore;
  locale?: Locale;
}

const none: readonly Toast[] = [];

/** The toast notifications, top right, each for 3000 ms, announced through a status region. */
export default function Toasts({ store = pageToasts, locale }: ToastsProps) {
  const list = useSyncExternalStore(store.subscribe, store.getSnapshot, () => none);
  const lang = locale ?? pageLocale();
  return (
    <div className="vitrine-toasts" role="status" aria-live="polite" aria-label={translate(overlayMessages, lang, 'toasts.label')}>
      {list.map((toast) => (
        <div key={toast.id} className={`vitrine-toast vitrine-toast--${toast.kind}`}>
          <span className="vitrine-toast__message">{toast.message}</span>
          <button type="button" className="vitrine-toast__dismiss" aria-label={translate(overlayMessages, lang, 'toasts.dismiss')} onClick={() => store.dismiss(toast.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
