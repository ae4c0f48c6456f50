/** Visible texts of the extras, French and English (same keys). */
export const extrasMessages = {
  fr: {
    'cookies.manage': 'Gérer les cookies',
    'request.failed': 'Le chargement a échoué. Veuillez réessayer.',
    'toasts.label': 'Notifications',
  },
  en: {
    'cookies.manage': 'Manage cookies',
    'request.failed': 'Loading failed. Please try again.',
    'toasts.label': 'Notifications',
  },
} as const satisfies Record<'fr' | 'en', Record<string, string>>;

export type ExtrasMessageKey = keyof (typeof extrasMessages)['fr'];

/** A text of the extras in a site locale (`en`, else French). */
export function extrasText(locale: string, key: ExtrasMessageKey): string {
  return (locale === 'en' ? extrasMessages.en : extrasMessages.fr)[key];
}
