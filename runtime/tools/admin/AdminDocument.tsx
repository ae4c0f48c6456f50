import type { ReactNode } from 'react';
import type { Locale } from '../../../rules/locale.ts';
import { htmlLang } from '../../engine/router/locale.ts';

/** `en` when asked (`?lang=en` or an `/en/…` path), else French. */
export function adminLang(value: string | undefined | null): Locale {
  return value === 'en' ? 'en' : 'fr_FR';
}

const css = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1b1b1b;background:#f3f2ef}
a{color:#0b4f8a}a:focus-visible,button:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid #0b4f8a;outline-offset:2px}
.adm-top{background:#1f2a37;color:#fff;padding:12px 20px;display:flex;flex-wrap:wrap;gap:8px 24px;align-items:center}
.adm-top a{color:#fff}.adm-top strong{font-size:18px;margin-right:auto}.adm-top nav ul{display:flex;flex-wrap:wrap;gap:8px 20px;margin:0;padding:0;list-style:none}
.adm{max-width:1200px;margin:0 auto;padding:20px 16px 48px}.adm h1{font-size:26px;margin:8px 0 16px}.adm h2{font-size:20px;margin:0 0 12px}
.adm-card{background:#fff;border-radius:8px;padding:16px 20px;margin:0 0 20px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.adm table{border-collapse:collapse;width:100%;font-size:15px}.adm th,.adm td{border-bottom:1px solid #ddd;padding:8px;text-align:left;vertical-align:top}
.adm th{font-weight:600;background:#f7f7f5}.adm code{font:13px ui-monospace,monospace;word-break:break-all}
.adm-table{overflow-x:auto}.adm-muted{color:#555}.adm-badge{display:inline-block;padding:2px 8px;border-radius:12px;font-size:13px;font-weight:600}
.adm-changed{background:#fde7c8;color:#6b3a00}.adm-same{background:#dcefdc;color:#1e4d1e}
.adm form.adm-filters{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end;margin:0 0 16px}
.adm form.adm-filters fieldset{display:contents}.adm button:disabled{background:#767676;cursor:not-allowed}
.adm label{display:flex;flex-direction:column;gap:4px;font-size:14px;font-weight:600}
.adm label.adm-check{flex-direction:row;align-items:center;min-height:44px}
.adm select,.adm input,.adm textarea{font:inherit;padding:8px 10px;border:1px solid #767676;border-radius:4px;min-height:44px;background:#fff}
.adm button{font:inherit;font-weight:600;padding:8px 16px;min-height:44px;border:0;border-radius:4px;background:#0b4f8a;color:#fff;cursor:pointer}
.adm-note{padding:10px 14px;border-radius:6px;background:#e8f0fb;margin:0 0 16px}.adm-error{background:#fbe9e9;color:#7a1010}
.adm img.adm-preview{display:block;max-width:220px;height:auto;border:1px solid #ccc;background:#fff}
.adm pre{white-space:pre-wrap;word-break:break-word;font:14px/1.5 ui-monospace,monospace;background:#fafaf8;padding:12px;border-radius:6px;margin:0}
.adm-frames{--frame-scale:.6;display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start;padding-bottom:8px}.adm figure{margin:0;flex:none}
.adm figcaption{font-size:14px;color:#444;margin:0 0 4px}.adm iframe{border:1px solid #999;background:#fff;height:560px;display:block}
.adm-frame{width:calc(var(--frame-width)*var(--frame-scale));height:calc(900px*var(--frame-scale));overflow:hidden;border:1px solid #999;background:#fff}
.adm-frame iframe{width:var(--frame-width);height:900px;border:0;transform:scale(var(--frame-scale));transform-origin:0 0}
@media (max-width:1100px){.adm-frames{--frame-scale:.45}}@media (max-width:700px){.adm-frames{--frame-scale:.24}}
.adm dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}.adm dt{font-weight:600}.adm dd{margin:0}
@media (max-width:600px){.adm th,.adm td{padding:6px 4px;font-size:14px}.adm h1{font-size:22px}}
@media (max-width:600px){.adm table[data-lines],.adm table[data-lines] tbody,.adm table[data-lines] tfoot{display:block}.adm table[data-lines] thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}.adm table[data-lines] tbody tr{display:block;padding:6px 0;border-bottom:1px solid #ddd}.adm table[data-lines] tbody td{display:flex;gap:12px;border:0;padding:2px 0}.adm table[data-lines] tbody td::before{content:attr(data-label);flex:none;width:9.5em;font-weight:600}.adm table[data-lines] tfoot tr{display:flex;justify-content:space-between;gap:12px}.adm table[data-lines] tfoot th,.adm table[data-lines] tfoot td{border:0;padding:4px 0;background:none}.adm table[data-lines] tfoot td{white-space:nowrap}}`;

export interface AdminDocumentProps {
  lang: Locale;
  title: string;
  siteName: string;
  /** Links of the top bar: label and href. */
  nav: readonly { label: string; href: string }[];
  /** The same page in the other language. */
  otherLang: { label: string; href: string };
  children: ReactNode;
}

/** The document of the admin and mailbox pages: server-rendered, no script, never indexed. */
export function AdminDocument(props: AdminDocumentProps) {
  return (
    <html lang={htmlLang(props.lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${props.title} — ${props.siteName}`}</title>
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <header className="adm-top">
          <strong>{props.siteName}</strong>
          <nav aria-label={props.lang === 'en' ? 'Administration' : 'Administration'}>
            <ul>
              {props.nav.map((link) => <li key={link.href}><a href={link.href}>{link.label}</a></li>)}
              <li><a href={props.otherLang.href} lang={props.lang === 'en' ? 'fr' : 'en'}>{props.otherLang.label}</a></li>
            </ul>
          </nav>
        </header>
        <main className="adm">
          <h1>{props.title}</h1>
          {props.children}
        </main>
      </body>
    </html>
  );
}
