import type { ServerMessage } from '../../i18n/format-message.ts';

/** What the history's routes answer, in both languages. */
export const historyMessages = {
  noSuchVersion: { en: 'Version {id} is not in this site\'s history', fr: 'La version {id} n’est pas dans l’historique de ce site' },
  rollbackRefused: {
    en: 'Not restored: the version of {date} no longer passes the checks ({count, plural, one {# error} other {# errors}}); the live site is unchanged',
    fr: 'Non rétablie : la version du {date} ne passe plus les vérifications ({count, plural, one {# erreur} other {# erreurs}}) ; le site en ligne n’a pas changé',
  },
  nothingToRollBack: { en: 'Nothing to restore: the site already is the version of {date}', fr: 'Rien à rétablir : le site est déjà la version du {date}' },
  rolledBack: { en: 'The version of {date} is published again', fr: 'La version du {date} est de nouveau publiée' },
} as const satisfies Record<string, ServerMessage>;
