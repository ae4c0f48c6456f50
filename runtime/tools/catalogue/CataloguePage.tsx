import type { CatalogueDoc } from './catalogue-doc.ts';
import { catalogueMessages, FRAME_WIDTHS } from './catalogue-messages.ts';
import type { Locale } from '../../../rules/locale.ts';
import { htmlLang } from '../../engine/router/locale.ts';
import { PropsTable } from './PropsTable.tsx';
import { pickText } from '../../../rules/text/pick-text.ts';

export interface CataloguePageProps {
  lang: Locale;
  siteName: string;
  docs: readonly CatalogueDoc[];
  nonce: string;
  /** Set when the page shows one block (`/_blocks/<type>`). */
  only?: string;
}

/** Sizes each frame to the height its document reports. */
const resizeScript = `addEventListener('message',function(e){if(e.origin!==location.origin||!e.data||typeof e.data.vitrineBlockFrame!=='number')return;
var f=document.querySelectorAll('iframe');for(var i=0;i<f.length;i++){if(f[i].contentWindow===e.source){f[i].style.height=Math.min(e.data.vitrineBlockFrame,4000)+'px';}}});`;

const css = `body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f4f4f2}
.cat{max-width:1400px;margin:0 auto;padding:24px}.cat h1{margin:0 0 8px}.cat nav ul{display:flex;flex-wrap:wrap;gap:8px 16px;padding:0;list-style:none}
.cat a{color:#0b4f8a}.cat section{background:#fff;border-radius:8px;padding:16px 20px;margin:24px 0;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.cat table{border-collapse:collapse;width:100%;margin:8px 0 16px;font-size:14px}.cat th,.cat td{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}
.cat code{font:13px ui-monospace,monospace}.cat .frames{display:flex;gap:16px;overflow-x:auto;align-items:flex-start;padding-bottom:8px}
.cat figure{margin:0;flex:none}.cat figcaption{font-size:13px;color:#444}.cat iframe{border:1px solid #999;background:#fff;height:480px;display:block}
.cat caption{text-align:left;font-weight:600;padding:4px 0}.cat .problem{color:#b00020}`;

/** `/_blocks`: every block's props table and its frames, French and English, at three widths. */
export function CataloguePage({ lang, siteName, docs, nonce, only }: CataloguePageProps) {
  const t = pickText(catalogueMessages, lang);
  const other = lang === 'en' ? 'fr' : 'en';
  const base = only ? `/_blocks/${encodeURIComponent(only)}` : '/_blocks';
  return (
    <html lang={htmlLang(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${t.title} — ${siteName}`}</title>
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <main className="cat">
          <h1>{only ? `${t.title} : ${only}` : t.title}</h1>
          <p>{t.intro(siteName)}</p>
          <p>
            <a href={`${base}?lang=${other}`} hrefLang={other} lang={other}>{t.switchLang}</a>
            {only ? <> · <a href={`/_blocks?lang=${htmlLang(lang)}`}>{t.all}</a></> : null}
          </p>
          {only ? null : (
            <nav aria-label={t.contents}>
              <ul>
                {docs.map((doc) => (
                  <li key={doc.type}><a href={`#${doc.type}`}>{doc.type}</a></li>
                ))}
              </ul>
            </nav>
          )}
          {docs.map((doc) => (
            <section key={doc.type} id={doc.type} aria-labelledby={`${doc.type}-title`}>
              <h2 id={`${doc.type}-title`}><a href={`/_blocks/${encodeURIComponent(doc.type)}?lang=${htmlLang(lang)}`}>{doc.type}</a></h2>
              {doc.description ? <p>{doc.description}</p> : null}
              {doc.problem ? <p className="problem">{doc.problem}</p> : <PropsTable lang={lang} rows={doc.rows} />}
              {(['fr', 'en'] as const).map((frameLang) => (
                <div key={frameLang}>
                  <h3>{frameLang === 'fr' ? t.french : t.english}</h3>
                  <div className="frames">
                    {FRAME_WIDTHS.map((width) => (
                      <figure key={width}>
                        <iframe
                          title={t.frame(doc.type, frameLang === 'fr' ? t.french : t.english, width)}
                          src={`/_blocks/${encodeURIComponent(doc.type)}?lang=${frameLang}&frame=1`}
                          width={width}
                          loading="lazy"
                        />
                        <figcaption>{width} px</figcaption>
                      </figure>
                    ))}
                  </div>
                </div>
              ))}
            </section>
          ))}
        </main>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: resizeScript }} />
      </body>
    </html>
  );
}
