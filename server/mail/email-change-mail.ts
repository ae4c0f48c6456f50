import type { LoadedSite } from '../config/loaded-site.ts';
import type { Locale } from '../../rules/locale.ts';
import { formatMessage } from '../i18n/format-message.ts';
import { renderMail, siteDisplayName, type MailPart, type RenderedMail } from './render-mail.ts';

const wording = {
  confirm: {
    subject: { fr: 'Confirmez votre nouvelle adresse e-mail — {site}', en: 'Confirm your new e-mail address — {site}' },
    heading: { fr: 'Confirmer votre nouvelle adresse', en: 'Confirm your new address' },
    intro: {
      fr: 'Bonjour,\nVous avez demandé à vous connecter à {site} avec cette adresse. Ouvrez ce lien dans les 24 heures pour confirmer le changement ; il ne sert qu’une fois. Jusque-là, votre ancienne adresse reste celle de votre compte.',
      en: 'Hello,\nYou asked to sign in to {site} with this address. Open this link within 24 hours to confirm the change; it works only once. Until then, your former address stays the one of your account.',
    },
    button: { fr: 'Confirmer ma nouvelle adresse', en: 'Confirm my new address' },
    ignore: {
      fr: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne change.',
      en: 'If you did not ask for it, ignore this e-mail: nothing changes.',
    },
  },
  notice: {
    subject: { fr: 'Changement de l’adresse e-mail de votre compte — {site}', en: 'Change of your account’s e-mail address — {site}' },
    heading: { fr: 'Changement d’adresse demandé', en: 'Change of address asked' },
    intro: {
      fr: 'Bonjour,\nUn changement de l’adresse de connexion de votre compte {site} vers {email} vient d’être demandé. Il ne prendra effet que lorsque cette nouvelle adresse aura confirmé le lien que nous lui avons envoyé.',
      en: 'Hello,\nA change of the sign-in address of your {site} account to {email} has just been asked. It takes effect only once that new address has confirmed the link we sent to it.',
    },
    warn: {
      fr: 'Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe sans attendre : vos autres appareils seront déconnectés.',
      en: 'If you did not ask for it, change your password at once: your other devices will be signed out.',
    },
  },
  taken: {
    subject: { fr: 'Votre adresse e-mail sur {site}', en: 'Your e-mail address on {site}' },
    heading: { fr: 'Cette adresse a déjà un compte', en: 'This address already has an account' },
    intro: {
      fr: 'Bonjour,\nQuelqu’un a demandé à utiliser cette adresse pour un autre compte sur {site}. Elle sert déjà au vôtre, elle n’a donc pas été changée.',
      en: 'Hello,\nSomeone asked to use this address for another account on {site}. It is already the address of yours, so nothing was changed.',
    },
    help: {
      fr: 'Si c’était vous, connectez-vous avec cette adresse, ou demandez un nouveau mot de passe si vous l’avez oublié. Sinon, ignorez cet e-mail.',
      en: 'If it was you, sign in with this address, or ask for a new password if you forgot it. Otherwise, ignore this e-mail.',
    },
  },
} as const;

/** A mail of `kind`: its subject and heading, then `parts` (placeholders already filled). */
function mail(site: LoadedSite, lang: Locale, kind: keyof typeof wording, parts: MailPart[]): RenderedMail {
  const { subject, heading } = wording[kind];
  return renderMail(site, lang, { subject: formatMessage(subject, lang, { site: siteDisplayName(site) }), heading: formatMessage(heading, lang), parts });
}

/** To the new address: the single-use link that makes it the account's login e-mail. */
export function emailConfirmMail(site: LoadedSite, lang: Locale, link: string): RenderedMail {
  const text = wording.confirm;
  return mail(site, lang, 'confirm', [
    { paragraph: formatMessage(text.intro, lang, { site: siteDisplayName(site) }) },
    { link: { label: formatMessage(text.button, lang), href: link } },
    { paragraph: formatMessage(text.ignore, lang) },
  ]);
}

/** To the account's current address: a change to `email` was asked. */
export function emailChangeNoticeMail(site: LoadedSite, lang: Locale, email: string): RenderedMail {
  const text = wording.notice;
  return mail(site, lang, 'notice', [
    { paragraph: formatMessage(text.intro, lang, { site: siteDisplayName(site), email }) },
    { paragraph: formatMessage(text.warn, lang) },
  ]);
}

/** To the owner of an account that already signs in with the asked address: nothing changed. */
export function emailTakenMail(site: LoadedSite, lang: Locale): RenderedMail {
  const text = wording.taken;
  return mail(site, lang, 'taken', [
    { paragraph: formatMessage(text.intro, lang, { site: siteDisplayName(site) }) },
    { paragraph: formatMessage(text.help, lang) },
  ]);
}
