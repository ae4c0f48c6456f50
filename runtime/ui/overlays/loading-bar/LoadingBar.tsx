import type { CSSProperties } from 'react';
import { useSyncExternalStore } from 'react';
import type { Locale } from '../../../../rules/index.ts';
import { loadingBar as pageBar, type LoadingBarState, type LoadingBarStore } from './loading-bar-store.ts';
import { overlayMessages } from '../messages.ts';
import { pageLocale, translate } from '../page-locale.ts';
import './loading-bar.css';

export interface LoadingBarProps {
  store?: LoadingBarStore;
  locale?: Locale;
}

const hidden: LoadingBarState = { phase: 'hidden', duration: 0 };

/**
 * The loading bar at the top of the page: appears after the 200 ms throttle, fills over 5000 ms,
 * completes on success and turns red (`data-phase="failed"`) on a request error.
 */
export default function LoadingBar({ store = pageBar, locale }: LoadingBarProps) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, () => hidden);
  if (state.phase === 'hidden') return null;
  const failed = state.phase === 'failed';
  const style = { '--vitrine-loading-duration': `${state.duration}ms` } as CSSProperties;
  return (
    <div
      className="vitrine-loading-bar"
      data-phase={state.phase}
      role="progressbar"
      aria-label={translate(overlayMessages, locale ?? pageLocale(), failed ? 'loading.failed' : 'loading.running')}
      aria-busy={state.phase === 'running'}
      style={style}
    >
      <div className="vitrine-loading-bar__fill" />
    </div>
  );
}
