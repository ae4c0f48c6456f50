import type { ReactNode } from 'react';
import type { Locale } from '../../../rules/locale.ts';
import { htmlLang, otherLocale } from '../../engine/router/locale.ts';
import { AdminDocument } from './AdminDocument.tsx';
import { adminMessages, adminPath } from './admin-messages.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

/** An admin page: the document with the panel's navigation; `rest` is the path after `/admin`. */
export function AdminShell({ lang, siteName, title, rest, children }: { lang: Locale; siteName: string; title: string; rest: string; children: ReactNode }) {
  const t = pickText(adminMessages, lang);
  return (
    <AdminDocument
      lang={lang}
      title={title}
      siteName={siteName}
      nav={[
        { label: t.layoutsTitle, href: adminPath(lang) },
        { label: t.ordersTitle, href: adminPath(lang, '/orders') },
        { label: t.mailbox, href: `/_mail?lang=${htmlLang(lang)}` },
        { label: t.site, href: lang === 'en' ? '/en' : '/' },
      ]}
      otherLang={{ label: t.other, href: adminPath(otherLocale(lang), rest) }}
    >
      {children}
    </AdminDocument>
  );
}
