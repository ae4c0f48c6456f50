import type { Locale } from '../../rules/index.ts';
import { openConsentBanner } from './consent-event.ts';
import { consentMessages } from './messages.ts';
import './cookie-settings-button.css';

export interface CookieSettingsButtonProps {
  locale: Locale;
  className?: string;
}

/** The footer's 'Gérer les cookies / Manage cookies' button: reopens the consent banner (§2). */
export function CookieSettingsButton({ locale, className }: CookieSettingsButtonProps) {
  return (
    <button type="button" className={className ? `cookie-settings-button ${className}` : 'cookie-settings-button'} onClick={() => openConsentBanner()}>
      {(locale === 'en' ? consentMessages.en : consentMessages.fr)['consent.reopen']}
    </button>
  );
}
