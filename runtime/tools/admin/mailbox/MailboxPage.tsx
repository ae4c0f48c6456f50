import type { ReactNode } from 'react';
import type { Locale } from '../../../../rules/locale.ts';
import { htmlLang } from '../../../engine/router/locale.ts';
import { AdminDocument } from '../AdminDocument.tsx';
import { adminDateTime } from '../admin-date-time.ts';
import type { MailboxEntry as MailboxMail } from '../../../../schemas/mail/mailbox-entry.ts';
import { fillPlaceholders } from '../../../../rules/text/fill-placeholders.ts';
import { pickText } from '../../../../rules/text/pick-text.ts';

const t = {
  fr: { title: 'Boîte aux lettres', empty: 'Aucun e-mail pour l’instant.', subject: 'Objet', to: 'Destinataire', date: 'Date', from: 'Expéditeur', back: 'Tous les e-mails', html: 'Version HTML', eml: 'Fichier .eml', count: '{n} e-mail(s), le plus récent en premier.', site: 'Retour au site', other: 'English', note: 'Sans SMTP_URL, les e-mails sont écrits dans $DATA_DIR/mail au lieu d’être envoyés.' },
  en: { title: 'Mailbox', empty: 'No e-mail yet.', subject: 'Subject', to: 'To', date: 'Date', from: 'From', back: 'All e-mails', html: 'HTML version', eml: '.eml file', count: '{n} e-mail(s), newest first.', site: 'Back to the site', other: 'Français', note: 'Without SMTP_URL, e-mails are written to $DATA_DIR/mail instead of being sent.' },
} as const;

/** Plain text with its http(s) links made clickable (everything else stays text). */
export function linkifiedText(text: string): ReactNode[] {
  return text.split(/(https?:\/\/[^\s<>"]+)/g).map((part, index) =>
    index % 2 === 1 ? <a key={index} href={part}>{part}</a> : part);
}

function shell(lang: Locale, siteName: string, title: string, query: string, children: ReactNode) {
  const words = pickText(t, lang);
  const other = lang === 'en' ? 'fr' : 'en';
  return (
    <AdminDocument
      lang={lang}
      title={title}
      siteName={siteName}
      nav={[{ label: words.back, href: `/_mail?lang=${htmlLang(lang)}` }, { label: words.site, href: lang === 'en' ? '/en' : '/' }]}
      otherLang={{ label: words.other, href: `${query}${query.includes('?') ? '&' : '?'}lang=${other}` }}
    >
      {children}
    </AdminDocument>
  );
}

/** `/_mail`: the mails written as `.eml` files, newest first. */
export function MailboxList({ lang, siteName, mails }: { lang: Locale; siteName: string; mails: readonly MailboxMail[] }) {
  const words = pickText(t, lang);
  return shell(lang, siteName, words.title, '/_mail', (
    <>
      <p className="adm-note">{words.note}</p>
      <section className="adm-card" aria-labelledby="mail-count">
        <h2 id="mail-count">{fillPlaceholders(words.count, { n: mails.length })}</h2>
        {mails.length === 0 ? <p>{words.empty}</p> : (
          <div className="adm-table">
            <table>
              <thead><tr><th scope="col">{words.subject}</th><th scope="col">{words.to}</th><th scope="col">{words.date}</th></tr></thead>
              <tbody>
                {mails.map((mail) => (
                  <tr key={mail.id}>
                    <td><a href={`/_mail/${mail.id}?lang=${htmlLang(lang)}`}>{mail.subject}</a></td>
                    <td>{mail.to}</td>
                    <td><time dateTime={mail.date}>{adminDateTime(mail.date, lang)}</time></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  ));
}

/** `/_mail/{id}`: one mail, its headers and its text with clickable links. */
export function MailboxMessage({ lang, siteName, mail }: { lang: Locale; siteName: string; mail: MailboxMail }) {
  const words = pickText(t, lang);
  return shell(lang, siteName, mail.subject, `/_mail/${mail.id}`, (
    <article className="adm-card">
      <dl>
        <dt>{words.from}</dt><dd>{mail.from}</dd>
        <dt>{words.to}</dt><dd>{mail.to}</dd>
        <dt>{words.date}</dt><dd><time dateTime={mail.date}>{adminDateTime(mail.date, lang)}</time></dd>
      </dl>
      <p>
        {mail.html ? <><a href={`/_mail/${mail.id}/html`}>{words.html}</a>{' · '}</> : null}
        <a href={`/_mail/${mail.id}/eml`}>{words.eml}</a>
      </p>
      <pre>{linkifiedText(mail.text)}</pre>
    </article>
  ));
}
