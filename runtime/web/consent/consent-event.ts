/** The window event that reopens the consent banner (the footer's "Manage cookies" button). */
export const CONSENT_OPEN_EVENT = 'vitrine:consent-open';

/** Reopens the consent banner so the visitor can change the choice. */
export function openConsentBanner(target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT));
}
