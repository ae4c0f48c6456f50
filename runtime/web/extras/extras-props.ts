import type { Locale } from '../../../rules/locale.ts';
import type { ServedParameter, ServedSiteInfo } from '../../../schemas/api/site.ts';

/**
 * What the extras read from the root route's data (its RootData has them: extras/ reads no app/
 * type, so the app composes the extras and not the reverse, issue 35 item 4).
 */
export interface ExtrasRoot {
  locale: Locale;
  apiBaseUrl: string;
  siteInfo: ServedSiteInfo;
  parameters: ServedParameter[];
  session: { logged: unknown; user: unknown };
  startup?: Record<string, unknown>;
}
/** What the extras read from the page route's data (null on error pages). */
export type ExtrasPage = { pageId: number | null; routeId?: string; blockTypes?: string[] } | null;

export interface ClientExtrasProps {
  root: ExtrasRoot;
  page: ExtrasPage;
}
