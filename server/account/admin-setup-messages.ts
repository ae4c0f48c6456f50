import type { Locale } from '../../rules/locale.ts';
import { formatMessage, type ServerMessage } from '../i18n/format-message.ts';

/** The answers of the first admin's setup link (decision 0047), in both languages. */
const messages = {
  setupInvalid: {
    en: 'This setup link is not valid: it may be mistyped, or a later start of the server printed a newer one. Use the last link the server printed, or restart it to print a new one.',
    fr: 'Ce lien de création n’est pas valide : il est peut-être mal recopié, ou un démarrage plus récent du serveur en a affiché un nouveau. Utilisez le dernier lien affiché par le serveur, ou redémarrez-le pour en obtenir un.',
  },
  setupUsed: {
    en: 'This setup link has already been used: the site has its administrator. Sign in with the e-mail and password chosen then.',
    fr: 'Ce lien de création a déjà servi : le site a son administrateur. Connectez-vous avec l’e-mail et le mot de passe choisis alors.',
  },
  setupExpired: {
    en: 'This setup link has expired (it works for 24 hours). Restart the server to print a new one.',
    fr: 'Ce lien de création a expiré (il est valable 24 heures). Redémarrez le serveur pour en obtenir un nouveau.',
  },
  setupHasAdmin: {
    en: 'This site already has an administrator: sign in, or ask them for an account.',
    fr: 'Ce site a déjà un administrateur : connectez-vous, ou demandez-lui un compte.',
  },
  setupEmailTaken: {
    en: 'An account of this site already uses this e-mail address: choose another one for the administrator.',
    fr: 'Un compte de ce site utilise déjà cette adresse e-mail : choisissez-en une autre pour l’administrateur.',
  },
  setupEmail: { en: 'Enter a valid e-mail address, such as name@example.com.', fr: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.' },
  setupPassword: { en: 'The password needs 8 to 200 characters.', fr: 'Le mot de passe doit compter de 8 à 200 caractères.' },
  setupDone: { en: 'Your administrator account is created and you are signed in.', fr: 'Votre compte administrateur est créé et vous êtes connecté.' },
} as const satisfies Record<string, ServerMessage>;

export type AdminSetupMessage = keyof typeof messages;

/** Why a setup is refused: every message but the success. */
export type SetupRefusal = Exclude<AdminSetupMessage, 'setupDone'>;

/** An admin setup message in the request's language. */
export function adminSetupMessage(lang: Locale, key: AdminSetupMessage): string {
  return formatMessage(messages[key], lang);
}

/** The message itself, for an ApiError answered in the request's language. */
export function adminSetupText(key: AdminSetupMessage): ServerMessage {
  return messages[key];
}
