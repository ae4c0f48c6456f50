import type { ServedPopup } from '../../../../schemas/api/content/served-content.ts';

/** A popup as `GET /popup/{id}` serves it (texts resolved to the request's language): its contract's answer. */
export type { ServedPopup };

/** Where a closed popup is remembered (§9 local storage key `popup-{id}`). */
export type PopupStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * A popup as the fetch actor answers it: the served popup, and whether the visitor closed it
 * before (read from storage by the actor; absent when a test's actor does not say).
 */
export type FetchedPopup = ServedPopup & { closedBefore?: boolean };

export const popupStorageKey = (id: number): string => `popup-${id}`;

/** A popup shows on every reload when `showOnce` is false; otherwise once closed it is not shown again. */
export const showsOnEveryReload = (popup: Pick<ServedPopup, 'showOnce'>): boolean => popup.showOnce === false;

/** The popup is valid and today (YYYY-MM-DD) falls within its optional start and end dates. */
export function isPopupActive(popup: Pick<ServedPopup, 'isValid' | 'startDate' | 'endDate'>, today: string): boolean {
  if (!popup.isValid) return false;
  if (popup.startDate && today < popup.startDate) return false;
  if (popup.endDate && today > popup.endDate) return false;
  return true;
}

/** True when the visitor closed this popup before and it is not one shown on every reload. */
export function wasClosedBefore(popup: ServedPopup, storage: PopupStorage | null): boolean {
  if (showsOnEveryReload(popup) || !storage) return false;
  try {
    return storage.getItem(popupStorageKey(popup.id)) !== null;
  } catch {
    return false;
  }
}

/** Checks a served popup; throws a clear error naming what is wrong. */
export function parseServedPopup(value: unknown, requestedId: number): ServedPopup {
  const popup = value as Partial<ServedPopup> | null;
  if (!popup || typeof popup !== 'object') throw new TypeError(`popup ${requestedId}: the API sent no popup`);
  if (popup.id !== requestedId) throw new TypeError(`popup ${requestedId}: the API sent popup ${String(popup.id)}`);
  if (typeof popup.title !== 'string' || typeof popup.html !== 'string') {
    throw new TypeError(`popup ${requestedId}: title and html must be strings (resolved to one language)`);
  }
  if (typeof popup.isValid !== 'boolean') throw new TypeError(`popup ${requestedId}: isValid must be a boolean`);
  return popup as ServedPopup;
}
