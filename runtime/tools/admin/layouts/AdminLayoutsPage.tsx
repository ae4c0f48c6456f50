import { fillPlaceholders } from '../../../../rules/text/fill-placeholders.ts';
import type { Locale } from '../../../../rules/locale.ts';
import { AdminShell } from '../AdminShell.tsx';
import { adminMessages, adminPath } from '../admin-messages.ts';
import { pickText } from '../../../../rules/text/pick-text.ts';

export interface LayoutRow {
  idLayout: number;
  type: string;
  hash: string;
  storedHash: string | null;
  previewHash: string | null;
  hasPreview: boolean;
}

export interface PageRow {
  idPage: number;
  title: string;
  path: string;
  layouts: LayoutRow[];
}

function Hash({ value, none }: { value: string | null; none: string }) {
  return value ? <code title={value}>{value.slice(0, 12)}…</code> : <span className="adm-muted">{none}</span>;
}

/** `/admin`: every page with its layouts, their hashes, previews and a mark when changed. */
export function AdminLayoutsPage({ lang, siteName, pages }: { lang: Locale; siteName: string; pages: readonly PageRow[] }) {
  const t = pickText(adminMessages, lang);
  return (
    <AdminShell lang={lang} siteName={siteName} title={t.layoutsTitle} rest="">
      <p className="adm-note">{t.intro}</p>
      {pages.map((page) => (
        <section key={page.idPage} className="adm-card" aria-labelledby={`page-${page.idPage}`} data-page={page.idPage}>
          <h2 id={`page-${page.idPage}`}>{page.title} <a className="adm-muted" href={page.path}>{page.path}</a></h2>
          {page.layouts.length === 0 ? <p>{t.noLayout}</p> : (
            <div className="adm-table">
              <table>
                <caption className="adm-muted" style={{ textAlign: 'left' }}>{t.layouts}</caption>
                <thead>
                  <tr><th scope="col">{t.layout}</th><th scope="col">{t.block}</th><th scope="col">{t.hash}</th><th scope="col">{t.stored}</th><th scope="col">{t.preview}</th></tr>
                </thead>
                <tbody>
                  {page.layouts.map((layout) => {
                    const changed = layout.previewHash !== layout.hash;
                    const href = adminPath(lang, `/preview/${page.idPage}/${layout.idLayout}`);
                    return (
                      <tr key={layout.idLayout} data-layout={layout.idLayout}>
                        <td><a href={href} aria-label={`${t.open} — ${fillPlaceholders(t.previewOf, { layout: layout.idLayout })}`}>{layout.idLayout}</a></td>
                        <td><code>{layout.type}</code></td>
                        <td data-hash={layout.hash}><Hash value={layout.hash} none={t.none} /></td>
                        <td data-stored-hash={layout.storedHash ?? ''}><Hash value={layout.storedHash} none={t.none} /></td>
                        <td>
                          {layout.hasPreview
                            ? <a href={href}><img className="adm-preview" src={adminPath(lang, `/preview/${page.idPage}/${layout.idLayout}/image?v=${layout.previewHash ?? ''}`)} alt={fillPlaceholders(t.previewOf, { layout: layout.idLayout })} width={220} /></a>
                            : <span className="adm-muted">{t.noPreview}</span>}
                          <p style={{ margin: '6px 0 0' }}>
                            <span className={`adm-badge ${changed ? 'adm-changed' : 'adm-same'}`} data-changed={changed ? 'true' : 'false'}>{changed ? t.changed : t.same}</span>
                          </p>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </AdminShell>
  );
}
