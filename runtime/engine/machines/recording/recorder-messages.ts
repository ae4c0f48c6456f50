import type { Lang } from '../../../../rules/locale.ts';
/** Visible strings of the recorder's bar, in French and English. */
export const recorderMessages = {
  fr: { label: 'Enregistreur des parcours', recording: 'Enregistrement des machines en cours', download: 'Télécharger le journal', stop: 'Arrêter' },
  en: { label: 'Flow recorder', recording: 'Recording the machines', download: 'Download the log', stop: 'Stop' },
} as const;

export const recorderLang = (doc: Document = document): Lang => (doc.documentElement.lang.startsWith('en') ? 'en' : 'fr');
