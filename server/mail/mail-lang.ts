/** The two languages mails are written in; `fr_FR` and `fr` are French, anything else English. */
export type MailLang = 'fr' | 'en';

export function mailLang(lang: string | null | undefined): MailLang {
  return lang === 'en' ? 'en' : 'fr';
}

/** The locale code stored with an outbox row (`fr_FR` / `en`), the wire code of architecture §1. */
export function mailLocale(lang: MailLang): 'fr_FR' | 'en' {
  return lang === 'en' ? 'en' : 'fr_FR';
}
