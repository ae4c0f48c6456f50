import { fillPlaceholders } from '../../rules/text/fill-placeholders.ts';
import type { LoadedSite } from '../config/loaded-site.ts';
import type { MessageLang } from '../../rules/form-answer/form-answer-messages.ts';

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

function say(key: keyof typeof wording, lang: MessageLang, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(wording[key][lang], values);
}

/** The site's language (its `info.defaultLang`), in which mails to the company are written. */
export function siteMailLang(site: Pick<LoadedSite, 'site'>): MessageLang {
  return site.site.json.info.defaultLang.code === 'en' ? 'en' : 'fr';
}

export interface MailText {
  subject: string;
  body: string;
}

/** The mail of a contact message: sender, phone when given, a blank line, then the message. */
export function contactMail(lang: MessageLang, message: { name: string; email: string; phone: string | null; subject: string | null; message: string }): MailText {
  const head = [say('from', lang, { name: message.name, email: message.email })];
  if (message.phone) head.push(say('phone', lang, { phone: message.phone }));
  return { subject: say('contactSubject', lang, { subject: message.subject ?? message.name }), body: [...head, '', message.message].join('\n') };
}

/**
 * The mail of a form answer: one `label : value` line per field, in the form's order. A file
 * field lists each file as its name and its signed, expiring download link (`files`).
 */
export function formAnswerMail(
  lang: MessageLang,
  form: { title: Record<MessageLang, string>; fields: readonly { name: string; label: Record<MessageLang, string> }[] },
  values: Record<string, string | boolean | string[] | null>,
  answerId: string | number,
  files: Readonly<Record<string, readonly { name: string; url: string }[]>> = {},
): MailText {
  const text = (value: string | boolean | string[] | null | undefined, name?: string): string => {
    const linked = name ? files[name] : undefined;
    if (linked && linked.length > 0) return linked.map((file) => `${file.name} <${file.url}>`).join(', ');
    if (value === null || value === undefined) return '—';
    if (typeof value === 'boolean') return say(value ? 'yes' : 'no', lang);
    return Array.isArray(value) ? value.join(', ') : value;
  };
  return {
    subject: say('answerSubject', lang, { title: form.title[lang], id: answerId }),
    body: form.fields.map((field) => say('answerLine', lang, { label: field.label[lang], value: text(values[field.name], field.name) })).join('\n'),
  };
}
