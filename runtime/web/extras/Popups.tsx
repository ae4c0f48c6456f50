import { lazy, Suspense, useMemo } from 'react';
import { createApiClient } from '../../engine/api/create-api-client.ts';
import type { ExtrasPage, ExtrasRoot } from './extras-props.ts';
import { usePagePopups } from '../../ui/overlays/popup/use-page-popups.ts';

const PagePopupHost = lazy(() => import('./PagePopupHost.tsx'));

export interface PopupsProps {
  root: ExtrasRoot;
  page: ExtrasPage;
  /** The page's popups when the root data listed them; null: ask `GET /popup` here. */
  ids: readonly number[] | null;
  /** The open event that caused this to load (its detail is checked by the host), replayed once the host is there. */
  initial?: { detail: unknown };
  /** A shop page: announcements show as a bar there (unless the popup asks for a modal). */
  shopPage?: boolean;
}

/**
 * The popups of the page: asks `GET /popup` when the root data did not list them, and loads the
 * popup host (and its XState machine) only when the page has popups or one is asked for.
 */
export default function Popups({ root, page, ids, initial, shopPage = false }: PopupsProps) {
  const { locale, apiBaseUrl, siteInfo } = root;
  const baseUrl = apiBaseUrl || '/api';
  const idSite = siteInfo.idSite;
  const listApi = useMemo(() => (ids === null ? createApiClient({ baseUrl, idSite, locale }) : null), [ids, baseUrl, idSite, locale]);
  const fetched = usePagePopups(listApi, page?.pageId ?? null);
  const list = ids ?? fetched;
  if (list.length === 0 && !initial) return null;
  return (
    <Suspense fallback={null}>
      <PagePopupHost root={root} ids={list} initial={initial?.detail} shopPage={shopPage} />
    </Suspense>
  );
}
