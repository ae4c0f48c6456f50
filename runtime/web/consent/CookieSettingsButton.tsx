import type { Locale } from '../../../rules/index.ts';
import { translate } from '../../ui/overlays/page-locale.ts';
import { openConsentBanner } from './consent-event.ts';
import { cookieSettingsMessages } from './cookie-settings-messages.ts';
import './cookie-settings-button.css';

export interface CookieSettingsButtonProps {
  locale: Locale;
  className?: string;
}

/** The footer's 'Gérer les cookies / Manage cookies' button: reopens the consent banner (§2). */
export function CookieSettingsButton({ locale, className }: CookieSettingsButtonProps) {
  return (
    <button type="button" className={className ? `cookie-settings-button ${className}` : 'cookie-settings-button'} onClick={() => openConsentBanner()}>
      {translate(cookieSettingsMessages, locale, 'cookies.manage')}
    </button>
  );
}
