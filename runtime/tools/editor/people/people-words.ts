import type { Lang } from '../../../../rules/locale.ts';
import { fillPlaceholders } from '../../../../rules/text/fill-placeholders.ts';
import type { TextPair } from '../../../../rules/text/pick-text.ts';

/** Every text of the editor's roles and people panel (decision 0067), in French and English. */
export const peopleWords = {
  people: { fr: 'Personnes', en: 'People' },
  ownerPublishes: { fr: 'Seul un propriétaire peut publier. Vos modifications sont enregistrées dans le brouillon : un propriétaire les publiera.', en: 'Only an owner can publish. Your changes are saved in the draft: an owner will publish them.' },
  peopleTitle: { fr: 'Personnes qui modifient le site', en: 'People who edit the site' },
  email: { fr: 'Adresse e-mail', en: 'E-mail address' },
  role: { fr: 'Rôle', en: 'Role' },
  EDITOR: { fr: 'Rédacteur : prépare et prévisualise', en: 'Editor: drafts and previews' },
  ADMIN: { fr: 'Propriétaire : publie et gère les personnes', en: 'Owner: publishes and manages people' },
  SUPER_ADMIN: { fr: 'Propriétaire (compte du serveur)', en: 'Owner (the server’s account)' },
  roleOf: { fr: 'Rôle de {email}', en: 'Role of {email}' },
  remove: { fr: 'Retirer', en: 'Remove' },
  removeWho: { fr: 'Retirer {email}', en: 'Remove {email}' },
  confirmRemove: { fr: 'Confirmer : {email} ne pourra plus modifier le site', en: 'Confirm: {email} will no longer edit the site' },
  pending: { fr: 'Invitations en attente', en: 'Pending invitations' },
  noPending: { fr: 'Aucune invitation en attente.', en: 'No pending invitation.' },
  until: { fr: '{role}, valable jusqu’au {date}', en: '{role}, valid until {date}' },
  withdraw: { fr: 'Retirer l’invitation de {email}', en: 'Withdraw the invitation to {email}' },
  invite: { fr: 'Inviter une personne', en: 'Invite a person' },
  inviteHelp: { fr: 'Elle reçoit un e-mail avec un lien, valable 7 jours et une seule fois, pour choisir son mot de passe.', en: 'They receive an e-mail with a link, valid for 7 days and once, to choose their password.' },
  send: { fr: 'Envoyer l’invitation', en: 'Send the invitation' },
  close: { fr: 'Fermer', en: 'Close' },
  loading: { fr: 'Chargement…', en: 'Loading…' },
} as const satisfies Record<string, TextPair>;

export type PeopleWord = keyof typeof peopleWords;

/** A text of the people panel in the editor's language, `{name}` placeholders filled. */
export function peopleText(lang: Lang, key: PeopleWord, values: Record<string, string> = {}): string {
  return fillPlaceholders(peopleWords[key][lang], values);
}
