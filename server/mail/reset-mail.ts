import type { LoadedSite } from '../config/loaded-site.ts';
import type { Locale } from '../../rules/locale.ts';
import { formatMessage } from '../i18n/format-message.ts';
import { renderMail, siteDisplayName, type RenderedMail } from './render-mail.ts';

const wording = {
  subject: { fr: 'Réinitialisation de votre mot de passe — {site}', en: 'Reset your password — {site}' },
  heading: { fr: 'Choisir un nouveau mot de passe', en: 'Choose a new password' },
  intro: {
    fr: 'Bonjour,\nPour choisir un nouveau mot de passe sur {site}, ouvrez ce lien dans l’heure. Il ne sert qu’une fois.',
    en: 'Hello,\nTo choose a new password for {site}, open this link within one hour. It works only once.',
  },
  button: { fr: 'Choisir mon mot de passe', en: 'Choose my password' },
  ignore: {
    fr: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
    en: 'If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },
} as const;

/** The password reset mail: the single-use link, valid one hour, in the visitor's language. */
export function resetMail(site: LoadedSite, lang: Locale, link: string): RenderedMail {
  const values = { site: siteDisplayName(site) };
  return renderMail(site, lang, {
    subject: formatMessage(wording.subject, lang, values),
    heading: formatMessage(wording.heading, lang),
    parts: [
      { paragraph: formatMessage(wording.intro, lang, values) },
      { link: { label: formatMessage(wording.button, lang), href: link } },
      { paragraph: formatMessage(wording.ignore, lang) },
    ],
  });
}
