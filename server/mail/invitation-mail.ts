import type { LoadedSite } from '../config/loaded-site.ts';
import type { Locale } from '../../rules/locale.ts';
import { formatMessage } from '../i18n/format-message.ts';
import { renderMail, siteDisplayName, type RenderedMail } from './render-mail.ts';

const wording = {
  subject: { fr: 'Invitation à modifier le site {site}', en: 'Invitation to edit the {site} website' },
  heading: { fr: 'Vous êtes invité à modifier le site', en: 'You are invited to edit the website' },
  intro: {
    fr: 'Bonjour,\n{inviter} vous invite à modifier le site {site} comme {role, select, EDITOR {rédacteur : vous pourrez préparer et prévisualiser les pages ; un propriétaire les publiera} other {propriétaire : vous pourrez modifier, publier et gérer les personnes}}. Ouvrez ce lien dans les 7 jours pour choisir votre mot de passe ; il ne sert qu’une fois.',
    en: 'Hello,\n{inviter} invites you to edit the {site} website as {role, select, EDITOR {an editor: you will prepare and preview pages; an owner publishes them} other {an owner: you will edit, publish and manage people}}. Open this link within 7 days to choose your password; it works only once.',
  },
  button: { fr: 'Accepter l’invitation', en: 'Accept the invitation' },
  ignore: {
    fr: 'Si vous ne connaissez pas cette personne, ignorez cet e-mail : aucun compte n’est créé.',
    en: 'If you do not know this person, ignore this e-mail: no account is created.',
  },
} as const;

/** The invitation to edit a site: who invites, with which role, and the single-use link (7 days). */
export function invitationMail(site: LoadedSite, lang: Locale, invitation: { inviter: string; role: string; link: string }): RenderedMail {
  const values = { site: siteDisplayName(site), inviter: invitation.inviter, role: invitation.role };
  return renderMail(site, lang, {
    subject: formatMessage(wording.subject, lang, values),
    heading: formatMessage(wording.heading, lang),
    parts: [
      { paragraph: formatMessage(wording.intro, lang, values) },
      { link: { label: formatMessage(wording.button, lang), href: invitation.link } },
      { paragraph: formatMessage(wording.ignore, lang) },
    ],
  });
}
