import type { ServerMessage } from '../../i18n/format-message.ts';

/** The answers of the editor's roles and people (decision 0067), in both languages. */
export const roleMessages = {
  editorsOnly: { en: 'This call is reserved for the site’s editors and owners', fr: 'Cet appel est réservé aux rédacteurs et propriétaires du site' },
  ownersOnly: { en: 'Only an owner of the site can do this: ask one of them', fr: 'Seul un propriétaire du site peut faire cela : demandez-le à l’un d’eux' },
  lastOwner: {
    en: '{email} is the site’s last owner: make someone else an owner first, so that the site always has one',
    fr: '{email} est le dernier propriétaire du site : nommez d’abord un autre propriétaire, pour que le site en ait toujours un',
  },
  noSuchPerson: { en: 'Nobody with editing rights has this number on this site', fr: 'Personne n’a de droits d’édition sous ce numéro sur ce site' },
  operatorAccount: {
    en: '{email} is the server’s own account (ADMIN_EMAIL): its role is set where the server is started, not here',
    fr: '{email} est le compte du serveur lui-même (ADMIN_EMAIL) : son rôle se règle au démarrage du serveur, pas ici',
  },
  roleChanged: { en: '{email} is now {role, select, EDITOR {an editor} other {an owner}}', fr: '{email} est maintenant {role, select, EDITOR {rédacteur} other {propriétaire}}' },
  removed: { en: '{email} can no longer edit the site (their account stays, as a member)', fr: '{email} ne peut plus modifier le site (son compte reste, comme membre)' },
  invited: { en: 'Invitation sent to {email}: the link works once, for 7 days', fr: 'Invitation envoyée à {email} : le lien sert une fois, pendant 7 jours' },
  invitationRevoked: { en: 'The invitation to {email} is withdrawn: its link no longer works', fr: 'L’invitation de {email} est retirée : son lien ne marche plus' },
  noSuchInvitation: { en: 'There is no pending invitation with this number', fr: 'Aucune invitation en attente ne porte ce numéro' },
  alreadyHasRole: {
    en: '{email} can already edit this site: change their role in the list instead',
    fr: '{email} peut déjà modifier ce site : changez plutôt son rôle dans la liste',
  },
  badEmail: { en: 'Enter a valid e-mail address, such as name@example.com.', fr: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.' },
  tooManyInvitations: {
    en: 'Too many invitations in the last hour: try again in {minutes} min',
    fr: 'Trop d’invitations dans la dernière heure : réessayez dans {minutes} min',
  },
  invitationInvalid: {
    en: 'This invitation link is not valid: it may be mistyped, withdrawn, or replaced by a newer invitation. Ask the owner who invited you for a new one.',
    fr: 'Ce lien d’invitation n’est pas valide : il est peut-être mal recopié, retiré, ou remplacé par une invitation plus récente. Demandez-en un nouveau au propriétaire qui vous a invité.',
  },
  invitationUsed: {
    en: 'This invitation link has already been used. Sign in with the e-mail and password chosen then.',
    fr: 'Ce lien d’invitation a déjà servi. Connectez-vous avec l’e-mail et le mot de passe choisis alors.',
  },
  invitationExpired: {
    en: 'This invitation link has expired (it works for 7 days). Ask the owner who invited you for a new one.',
    fr: 'Ce lien d’invitation a expiré (il est valable 7 jours). Demandez-en un nouveau au propriétaire qui vous a invité.',
  },
  invitationSignIn: {
    en: '{email} already has an account on this site: sign in with it, then open this link again to accept.',
    fr: '{email} a déjà un compte sur ce site : connectez-vous avec, puis rouvrez ce lien pour accepter.',
  },
  invitationOtherAccount: {
    en: 'This invitation is for {email}, but you are signed in as someone else: sign out, then open this link again.',
    fr: 'Cette invitation est pour {email}, mais vous êtes connecté sous un autre compte : déconnectez-vous, puis rouvrez ce lien.',
  },
  password: { en: 'The password needs 8 to 200 characters.', fr: 'Le mot de passe doit compter de 8 à 200 caractères.' },
  accepted: {
    en: 'Welcome: you can now edit the site as {role, select, EDITOR {an editor} other {an owner}}',
    fr: 'Bienvenue : vous pouvez maintenant modifier le site comme {role, select, EDITOR {rédacteur} other {propriétaire}}',
  },
} as const satisfies Record<string, ServerMessage>;

export type RoleMessage = keyof typeof roleMessages;
