import { dayInWords } from '../day-in-words.ts';
import type { Locale } from '../locale.ts';

/** Where and when a click-and-collect order is collected (the served order's `pickup`). */
export interface PickupSlot {
  /** `YYYY-MM-DD`. */
  date: string;
  opens: string | null;
  closes: string | null;
  place: { name: string; address: string } | null;
}

/**
 * Where and when to collect, in words, one line each: the place, its address, and the day with
 * the slot ("mardi 1er décembre, 14:00–18:30"); the place's lines left out when the slot is no
 * longer in the site's configuration. The same lines on the pages and in the mails.
 */
export function pickupInWords(slot: PickupSlot, locale: Locale): string[] {
  const day = dayInWords(slot.date, locale);
  const when = slot.opens && slot.closes ? `${day}, ${slot.opens}–${slot.closes}` : day;
  return slot.place ? [slot.place.name, slot.place.address, when] : [when];
}
