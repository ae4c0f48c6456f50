import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import type { Locale } from '../../../rules/index.ts';
import { pageLocale } from '../../ui/overlays/page-locale.ts';
import { CONSENT_OPEN_EVENT } from './consent-event.ts';
import type { ConsentChoice } from './consent-cookie.ts';
import { browserConsentStore, type ConsentState, type ConsentStore } from './consent-store.ts';
import { consentMessages, type ConsentMessageKey } from './messages.ts';
import './consent-banner.css';

export interface ConsentBannerProps {
  /** The page's language; read from `<html lang>` (French by default) when left out. */
  locale?: Locale;
  store?: ConsentStore;
  /** Loaded because the visitor asked to change the choice: shows the banner at mount and focuses it. */
  reopen?: boolean;
  /** Told each choice, after it is stored (the engine then loads tracking when accepted). */
  onChoice?: (choice: ConsentChoice) => void;
}

const serverState: ConsentState = { record: null, bannerOpen: false };
/** Without a document (server rendering) nothing is decided and nothing shows. */
const serverStore: ConsentStore = {
  getSnapshot: () => serverState,
  subscribe: () => () => {},
  choose: () => {},
  reopen: () => {},
  allowsTracking: () => false,
};

/**
 * The cookie consent banner (§2): shown at load while no valid choice exists, accept-all and
 * deny-all equally prominent on the first layer, closing counts as refusal, reopened by the
 * `vitrine:consent-open` window event (the footer's "Manage cookies" button).
 */
export default function ConsentBanner({ locale, store: given, reopen = false, onChoice }: ConsentBannerProps) {
  const store = given ?? (typeof document === 'undefined' ? serverStore : browserConsentStore());
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, () => serverState);
  const lang = locale ?? pageLocale();
  const t = (key: ConsentMessageKey) => (lang === 'en' ? consentMessages.en : consentMessages.fr)[key];
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLElement>(null);
  const reopened = useRef(false);
  const choose = (choice: ConsentChoice) => {
    store.choose(choice);
    onChoice?.(choice);
  };

  useEffect(() => {
    const onOpen = () => {
      reopened.current = true;
      store.reopen();
    };
    if (reopen) onOpen();
    window.addEventListener(CONSENT_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, onOpen);
    // `reopen` counts at mount only: later requests come as events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  useEffect(() => {
    if (state.bannerOpen && reopened.current) {
      reopened.current = false;
      ref.current?.focus();
    }
  }, [state.bannerOpen]);

  if (!state.bannerOpen) return null;
  return (
    <section ref={ref} className="vitrine-consent" aria-labelledby={titleId} aria-describedby={textId} tabIndex={-1}>
      <button type="button" className="vitrine-consent__close" aria-label={t('consent.close')} onClick={() => choose('denied')}>
        <span aria-hidden="true">×</span>
      </button>
      <h2 id={titleId} className="vitrine-consent__title">{t('consent.title')}</h2>
      <p id={textId} className="vitrine-consent__text">
        {t('consent.text')}{' '}
        <a href={lang === 'en' ? '/en/cookie-policy' : '/cookie-policy'}>{t('consent.policy')}</a>
      </p>
      <div className="vitrine-consent__choices">
        <button type="button" className="vitrine-consent__choice" onClick={() => choose('denied')}>
          {t('consent.deny')}
        </button>
        <button type="button" className="vitrine-consent__choice" onClick={() => choose('accepted')}>
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
