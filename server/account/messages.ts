import type { Locale } from '../../rules/locale.ts';
import { formatMessage } from '../i18n/format-message.ts';

/** User-facing account messages, in both languages (the request's `userLang` picks one). */
const messages = {
  termsRequired: {
    en: 'I acknowledge having read and understood the terms and accept them',
    fr: "Je reconnais avoir lu et compris les conditions d'utilisation et je les accepte",
  },
  birthdateRequired: {
    en: 'Your date of birth is required to register',
    fr: 'Votre date de naissance est obligatoire pour vous inscrire',
  },
  minorBlocked: {
    en: 'You must be at least 18 years old to register',
    fr: 'Vous devez avoir au moins 18 ans pour vous inscrire',
  },
  birthdateInFuture: {
    en: 'The date of birth cannot be in the future',
    fr: 'La date de naissance ne peut pas être dans le futur',
  },
  registered: {
    en: 'Your registration is recorded. Sign in with your e-mail and password; if you already had an account, ask for a new password.',
    fr: 'Votre inscription est enregistrée. Connectez-vous avec votre e-mail et votre mot de passe ; si vous aviez déjà un compte, demandez un nouveau mot de passe.',
  },
  badCredentials: { en: 'Incorrect e-mail or password', fr: 'E-mail ou mot de passe incorrect' },
  loggedIn: { en: 'You are logged in', fr: 'Vous êtes connecté' },
  loggedOut: { en: 'You are logged out', fr: 'Vous êtes déconnecté' },
  resetAsked: {
    en: 'If an account exists for this address, an e-mail with a reset link has been sent',
    fr: 'Si un compte existe pour cette adresse, un e-mail avec un lien de réinitialisation a été envoyé',
  },
  resetInvalid: {
    en: 'This password reset link is invalid or has expired',
    fr: 'Ce lien de réinitialisation est invalide ou a expiré',
  },
  passwordChanged: { en: 'Your password has been changed', fr: 'Votre mot de passe a été modifié' },
  wrongCurrentPassword: { en: 'The current password is incorrect', fr: 'Le mot de passe actuel est incorrect' },
  currentPasswordRequired: {
    en: 'Enter your current password to change your e-mail address',
    fr: 'Saisissez votre mot de passe actuel pour changer d’adresse e-mail',
  },
  tooManyPasswordChecks: {
    en: 'Too many tries of your current password. Try again in {minutes} minute(s).',
    fr: 'Trop d’essais de votre mot de passe actuel. Réessayez dans {minutes} minute(s).',
  },
  emailChangeAsked: {
    en: 'Check your new inbox: your e-mail address changes to {email} once you open the link we have just sent there. Until then, sign in with your current address.',
    fr: 'Consultez votre nouvelle boîte de réception : votre adresse devient {email} dès que vous ouvrez le lien que nous venons d’y envoyer. D’ici là, connectez-vous avec votre adresse actuelle.',
  },
  emailChangeInvalid: {
    en: 'This confirmation link is invalid or has expired',
    fr: 'Ce lien de confirmation est invalide ou a expiré',
  },
  emailChanged: {
    en: 'Your e-mail address is now {email}. Your other devices have been signed out.',
    fr: 'Votre adresse e-mail est désormais {email}. Vos autres appareils ont été déconnectés.',
  },
  profileSaved: { en: 'Your profile has been saved', fr: 'Votre profil a été enregistré' },
  accountDeleted: { en: 'Your account has been deleted', fr: 'Votre compte a été supprimé' },
  newsletterSaved: { en: 'Your newsletter preferences have been saved', fr: 'Vos préférences de newsletter ont été enregistrées' },
  unknownList: { en: 'Unknown newsletter list', fr: 'Liste de newsletter inconnue' },
  newsletterDisabled: { en: 'This site has no newsletter', fr: "Ce site n'a pas de newsletter" },
  tooManyLogins: {
    en: 'Too many failed attempts for this account from your connection. Try again in {minutes} minute(s).',
    fr: 'Trop de tentatives échouées pour ce compte depuis votre connexion. Réessayez dans {minutes} minute(s).',
  },
  tooManyLoginsFromAddress: {
    en: 'Too many failed attempts from your connection. Try again in {minutes} minute(s).',
    fr: 'Trop de tentatives échouées depuis votre connexion. Réessayez dans {minutes} minute(s).',
  },
  tooManyResets: {
    en: 'Too many password reset requests from your connection. Try again in {minutes} minute(s).',
    fr: 'Trop de demandes de réinitialisation depuis votre connexion. Réessayez dans {minutes} minute(s).',
  },
  newsletterList: { en: 'News from {site}', fr: 'Actualités de {site}' },
} as const;

export type AccountMessage = keyof typeof messages;

/** The message in the request language, with `{name}` placeholders filled. */
export function accountMessage(lang: Locale, key: AccountMessage, values: Record<string, string> = {}): string {
  return formatMessage(messages[key], lang, values);
}
