/** The window event that asks the popup host to open a popup (`GET /popup/{id}`). */
export const POPUP_OPEN_EVENT = 'vitrine:popup-open';

export interface PopupOpenDetail {
  id: number;
  /** Open even when the visitor closed it before. */
  force?: boolean;
}

/** The window event that asks the popup host to close the open popup (§2: the host opens and closes on events). */
export const POPUP_CLOSE_EVENT = 'vitrine:popup-close';

/** Asks the popup host to close the popup it shows (remembered as closed, like the close button). */
export function closePopup(target: EventTarget = window): void {
  target.dispatchEvent(new Event(POPUP_CLOSE_EVENT));
}

/** Asks the popup host to open popup `id`. */
export function openPopup(detail: PopupOpenDetail, target: EventTarget = window): void {
  if (!Number.isInteger(detail.id) || detail.id < 1) throw new RangeError(`popup id must be a positive integer, got ${String(detail.id)}`);
  target.dispatchEvent(new CustomEvent<PopupOpenDetail>(POPUP_OPEN_EVENT, { detail }));
}

/** The detail of a popup open event when it is well-formed (a positive integer id), else null. */
export function popupOpenDetail(detail: unknown): PopupOpenDetail | null {
  const value = detail as Partial<PopupOpenDetail> | null;
  if (typeof value !== 'object' || value === null || !Number.isInteger(value.id) || (value.id as number) < 1) return null;
  return { id: value.id as number, force: value.force === true };
}
