import { AnimatePresence } from 'motion/react';
import * as m from 'motion/react-m';
import { useSyncExternalStore } from 'react';
import type { Locale } from '../../rules/index.ts';
import { overlayMessages } from './messages.ts';
import { MotionRoot } from './MotionRoot.tsx';
import { pageLocale, translate } from './page-locale.ts';
import { toasts as pageToasts, type Toast, type ToastStore } from './toast-store.ts';
import './overlay-base.css';
import './toasts.css';

export interface ToastsProps {
  store?: ToastStore;
  locale?: Locale;
}

const none: readonly Toast[] = [];
const hidden = { opacity: 0, x: 24 };
const shown = { opacity: 1, x: 0 };

/**
 * The toast notifications, top right, each for 3000 ms, sliding in and out. Rendered inside the
 * page's status region (`.vitrine-toasts`, always there once the page is interactive, so screen
 * readers announce each new toast); the engine loads this on the first toast.
 */
export default function Toasts({ store = pageToasts, locale }: ToastsProps) {
  const list = useSyncExternalStore(store.subscribe, store.getSnapshot, () => none);
  const lang = locale ?? pageLocale();
  return (
    <MotionRoot>
      <AnimatePresence initial={false}>
        {list.map((toast) => (
          <m.div key={toast.id} className={`vitrine-toast vitrine-toast--${toast.kind}`} initial={hidden} animate={shown} exit={hidden} transition={{ duration: 0.18 }}>
            <span className="vitrine-toast__message">{toast.message}</span>
            <button type="button" className="vitrine-toast__dismiss" aria-label={translate(overlayMessages, lang, 'toasts.dismiss')} onClick={() => store.dismiss(toast.id)}>
              <span aria-hidden="true">×</span>
            </button>
          </m.div>
        ))}
      </AnimatePresence>
    </MotionRoot>
  );
}
