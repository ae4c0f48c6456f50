/**
 * The flow actors blocks start on first use, loaded lazily so a page downloads XState only when a
 * visitor starts a form, a sign-up or a customization.
 */
export const loadFormActor = () => import('./form/start-form-actor.ts');
export const loadSubmitActor = () => import('./submit/start-submit-actor.ts');
export const loadCustomizationActor = () => import('./customization/start-customization-actor.ts');
export const loadCheckoutActor = () => import('../../checkout/start-checkout-actor.ts');
