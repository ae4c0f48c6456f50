import { dayInWords } from '../../../rules/day-in-words.ts';
import type { Locale } from '../../../rules/locale.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import type { PickupSlot } from './pickup-slot.ts';

const wording = {
  when: { fr: '{day}, {opens}–{closes}', en: '{day}, {opens}–{closes}' },
} as const;

/**
 * Where and when to collect, in words: `[place, address, "mardi 1er décembre, 14:00–18:30"]`
 * (the place's lines left out when the slot is no longer in the site's configuration).
 */
export function pickupInWords(slot: PickupSlot, lang: Locale): string[] {
  const day = dayInWords(slot.date, lang);
  const when = slot.opens && slot.closes ? formatMessage(wording.when, lang, { day, opens: slot.opens, closes: slot.closes }) : day;
  return slot.place ? [slot.place.name, slot.place.address, when] : [when];
}
