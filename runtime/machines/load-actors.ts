/**
 * The flow actors blocks start on first use, loaded lazily so a page downloads XState only when a
 * visitor starts a form or a sign-up.
 */
export const loadFormActor = () => import('./form/start-form-actor.ts');
export const loadSubmitActor = () => import('./submit/start-submit-actor.ts');
