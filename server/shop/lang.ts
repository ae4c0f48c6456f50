/** The two locales of the API (the `userLang` header after normalisation). */
export type { Lang } from '../http/request-context.ts';
