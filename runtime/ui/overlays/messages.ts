import type { Lang } from '../../../rules/locale.ts';
/** Visible strings and accessible names of the overlays, in French and English (same keys). */
export const overlayMessages = {
  fr: {
    'slider.label': 'Visionneuse d’images et de vidéos',
    'slider.close': 'Fermer la visionneuse',
    'slider.previous': 'Élément précédent',
    'slider.next': 'Élément suivant',
    'slider.position': 'Élément {current} sur {total}',
    'popup.close': 'Fermer la fenêtre',
    'toasts.dismiss': 'Masquer la notification',
    'toasts.downloadLog': 'Télécharger le journal',
    'loading.running': 'Chargement en cours',
    'loading.failed': 'Le chargement a échoué',
    'request.failed': 'Le chargement a échoué. Veuillez réessayer.',
  },
  en: {
    'slider.label': 'Image and video viewer',
    'slider.close': 'Close the viewer',
    'slider.previous': 'Previous item',
    'slider.next': 'Next item',
    'slider.position': 'Item {current} of {total}',
    'popup.close': 'Close the window',
    'toasts.dismiss': 'Dismiss the notification',
    'toasts.downloadLog': 'Download the log',
    'loading.running': 'Loading',
    'loading.failed': 'Loading failed',
    'request.failed': 'Loading failed. Please try again.',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type OverlayMessageKey = keyof (typeof overlayMessages)['fr'];
