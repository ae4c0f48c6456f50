import type { CSSProperties } from 'react';
import { fillPlaceholders } from '../../../../rules/text/fill-placeholders.ts';
import type { Locale } from '../../../../rules/locale.ts';
import { AdminShell } from '../AdminShell.tsx';
import { adminDateTime } from '../admin-date-time.ts';
import { adminMessages, adminPath } from '../admin-messages.ts';
import { pickText } from '../../../../rules/text/pick-text.ts';

export interface AdminPreviewProps {
  lang: Locale;
  siteName: string;
  idPage: number;
  idLayout: number;
  pageTitle: string;
  type: string;
  hash: string;
  versions: readonly { hash: string; createdAt: string }[];
  hasPreview: boolean;
  /** The hash looked up (`?hash=`), whether a preview exists for it. */
  lookup: { hash: string; found: boolean } | null;
}

/** `/admin/preview/{idPage}/{idLayout}`: one layout alone in both languages at phone and desktop widths, and its previews by hash. */
export function AdminPreviewPage(props: AdminPreviewProps) {
  const { lang, idPage, idLayout } = props;
  const t = pickText(adminMessages, lang);
  const base = adminPath(lang, `/preview/${idPage}/${idLayout}`);
  const title = fillPlaceholders(t.previewTitle, { layout: idLayout, page: props.pageTitle });
  const frames = [['fr', t.french], ['en', t.english]] as const;
  return (
    <AdminShell lang={lang} siteName={props.siteName} title={title} rest={`/preview/${idPage}/${idLayout}`}>
      <p><a href={adminPath(lang)}>{t.back}</a> · <code>{props.type}</code> · {t.hash} <code data-hash={props.hash}>{props.hash}</code></p>
      {frames.map(([frameLang, label]) => (
        <section key={frameLang} className="adm-card" aria-label={label}>
          <h2>{label}</h2>
          <div className="adm-frames" tabIndex={0} role="group" aria-label={`${label} — ${t.phone}, ${t.desktop}`}>
            {([[390, t.phone], [1280, t.desktop]] as const).map(([width, caption]) => (
              <figure key={width}>
                <figcaption>{caption}</figcaption>
                {/* the page at its real width, scaled down so the phone and the desktop frames fit side by side */}
                <div className="adm-frame" style={{ '--frame-width': `${width}px` } as CSSProperties}>
                  <iframe title={`${title} — ${label} — ${caption}`} src={`${base}/frame?lang=${frameLang}`} width={width} loading="lazy" />
                </div>
              </figure>
            ))}
          </div>
        </section>
      ))}
      <section className="adm-card" aria-labelledby="previews">
        <h2 id="previews">{t.versions}</h2>
        {props.hasPreview ? <figure><figcaption>{t.currentPreview}</figcaption><img className="adm-preview" src={`${base}/image`} alt={fillPlaceholders(t.previewOf, { layout: idLayout })} /></figure> : <p>{t.noPreview}</p>}
        {props.versions.length > 0 ? (
          <ul>
            {props.versions.map((version) => <li key={version.hash}><a href={`${base}?hash=${version.hash}`}><code>{version.hash}</code></a> <time dateTime={version.createdAt}>{adminDateTime(version.createdAt, lang)}</time></li>)}
          </ul>
        ) : null}
        <form method="get" action={base} className="adm-filters">
          <label>{t.lookupLabel}<input name="hash" required pattern="[0-9a-f]{64}" size={66} defaultValue={props.lookup?.hash ?? ''} /></label>
          <button type="submit">{t.lookupButton}</button>
        </form>
        {props.lookup ? (props.lookup.found
          ? <figure><figcaption><code>{props.lookup.hash}</code></figcaption><img className="adm-preview" src={`${base}/image?hash=${props.lookup.hash}`} alt={`${fillPlaceholders(t.previewOf, { layout: idLayout })} — ${props.lookup.hash.slice(0, 12)}`} /></figure>
          : <p className="adm-note adm-error" role="status">{t.lookupNone}</p>) : null}
      </section>
    </AdminShell>
  );
}
