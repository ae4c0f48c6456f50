import type { Locale } from '../../rules/locale.ts';
import type { LoadedSite } from '../config/loaded-site.ts';
import { formatMessage } from '../i18n/format-message.ts';
import { pickText, type TextPair } from '../../rules/text/pick-text.ts';

/**
 * The wording of the mails the company receives (contact messages, form answers), in French and
 * English. They are read by the company, so they are written in the site's language, whatever
 * the visitor's language was.
 */
const wording = {
  contactSubject: { fr: 'Contact : {subject}', en: 'Contact: {subject}' },
  from: { fr: 'De : {name} <{email}>', en: 'From: {name} <{email}>' },
  phone: { fr: 'Téléphone : {phone}', en: 'Phone: {phone}' },
  answerSubject: { fr: '{title} (n° {id})', en: '{title} (no. {id})' },
  answerLine: { fr: '{label} : {value}', en: '{label}: {value}' },
  yes: { fr: 'oui', en: 'yes' },
  no: { fr: 'non', en: 'no' },
} as const;

function say(key: keyof typeof wording, lang: Locale, values: Record<string, string | number> = {}): string {
  return formatMessage(wording[key], lang, values);
}

/** The site's language (its `info.defaultLang`), in which mails to the company are written. */
export function siteMailLang(site: Pick<LoadedSite, 'site'>): Locale {
  return site.site.json.info.defaultLang.code === 'en' ? 'en' : 'fr_FR';
}

export interface MailText {
  subject: string;
  body: string;
}

/** The mail of a contact message: sender, phone when given, a blank line, then the message. */
export function contactMail(lang: Locale, message: { name: string; email: string; phone: string | null; subject: string | null; message: string }): MailText {
  const head = [say('from', lang, { name: message.name, email: message.email })];
  if (message.phone) head.push(say('phone', lang, { phone: message.phone }));
  return { subject: say('contactSubject', lang, { subject: message.subject ?? message.name }), body: [...head, '', message.message].join('\n') };
}

/** What the mail reads of a form field: its label, and for choices and dates how to word the answer. */
export interface MailField {
  name: string;
  type?: string;
  label: TextPair;
  options?: readonly { value: string; label: TextPair }[] | undefined;
}

/**
 * The mail of a form answer: one `label : value` line per field, in the form's order. A choice is
 * written with its label in the mail's language (not its code), a date as dd/mm/yyyy (§9); a file
 * field lists each file as its name and its signed, expiring download link (`files`).
 */
export function formAnswerMail(
  lang: Locale,
  form: { title: TextPair; fields: readonly MailField[] },
  values: Record<string, string | boolean | string[] | null>,
  answerId: string | number,
  files: Readonly<Record<string, readonly { name: string; url: string }[]>> = {},
): MailText {
  const text = (field: MailField, value: string | boolean | string[] | null | undefined): string => {
    const linked = files[field.name];
    if (linked && linked.length > 0) return linked.map((file) => `${file.name} <${file.url}>`).join(', ');
    if (value === null || value === undefined) return '—';
    if (typeof value === 'boolean') return say(value ? 'yes' : 'no', lang);
    if (Array.isArray(value)) return value.join(', ');
    const option = field.options?.find((one) => one.value === value);
    if (option) return pickText(option.label, lang);
    const day = field.type === 'date' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
    return day ? `${day[3]}/${day[2]}/${day[1]}` : value;
  };
  return {
    subject: say('answerSubject', lang, { title: pickText(form.title, lang), id: String(answerId) }),
    body: form.fields.map((field) => say('answerLine', lang, { label: pickText(field.label, lang), value: text(field, values[field.name]) })).join('\n'),
  };
}

/**
 * The visitor's address in a form answer, for the `Reply-To` of the mail to the company: the
 * first field of type `email` that holds one (null when the form asks none).
 */
export function visitorEmail(fields: readonly MailField[], values: Record<string, string | boolean | string[] | null>): string | null {
  for (const field of fields) {
    const value = values[field.name];
    if (field.type === 'email' && typeof value === 'string' && /^[^\s@<>,]+@[^\s@<>,]+$/.test(value.trim())) return value.trim();
  }
  return null;
}
