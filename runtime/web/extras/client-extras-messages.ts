import type { Lang } from '../../../rules/locale.ts';
/**
 * The one text ClientExtras renders itself, apart from the overlays' messages so that the entry
 * chunk every page downloads does not carry the lazily loaded overlays' texts.
 */
export const clientExtrasMessages = {
  fr: { 'toasts.label': 'Notifications' },
  en: { 'toasts.label': 'Notifications' },
} as const satisfies Record<Lang, Record<string, string>>;
