import type { Lang } from '../../../rules/locale.ts';
/** What the development client shows: the site's configuration problems, in the page's language. */
export interface DevClientOptions {
  /** Messages as `npm run validate` prints them (`file:line:column  pointer  message` + hint). */
  problems: readonly string[];
  lang: Lang;
  /** The server-sent events endpoint (default `/_dev/events`). */
  eventsUrl?: string;
}

const texts = {
  fr: {
    title: 'Configuration invalide',
    intro: (n: number) => `${n} ${n > 1 ? 'erreurs' : 'erreur'} dans site-configs/ (les mêmes que npm run validate). Le site sert la dernière version valide de ces fichiers (un fichier qui n’a jamais été valide est ignoré).`,
    close: 'Fermer',
    record: 'Enregistrer les machines',
    stopRecord: 'Arrêter l’enregistrement',
    toolbar: 'Outils de développement',
  },
  en: {
    title: 'Invalid configuration',
    intro: (n: number) => `${n} ${n > 1 ? 'errors' : 'error'} in site-configs/ (the same as npm run validate). The site serves the last valid version of these files (a file that was never valid is left out).`,
    close: 'Close',
    record: 'Record the machines',
    stopRecord: 'Stop recording',
    toolbar: 'Development tools',
  },
} as const;

/** JSON safe inside a `<script>`: no `</script>`, no `<!--`, no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The inline script of development pages (run under the page's CSP nonce): it reloads the page
 * when the server sends `reload` on `/_dev/events`, and, when the configuration has problems,
 * shows them in an overlay (role="alert", closed by its button or Escape, focus returned). A
 * toolbar button, bottom right, turns the recording of the machines on or off for the tab; while
 * the consent banner is shown it sits just above it (it covered "Tout refuser").
 */
export function devClientScript(options: DevClientOptions): string {
  const t = texts[options.lang];
  const data = {
    events: options.eventsUrl ?? '/_dev/events',
    problems: options.problems,
    title: t.title,
    intro: t.intro(options.problems.length),
    close: t.close,
    record: t.record,
    stopRecord: t.stopRecord,
    toolbar: t.toolbar,
  };
  return `(function(d){
var w=window;if(w.__vitrineDev)return;w.__vitrineDev=1;
try{var es=new EventSource(d.events);es.addEventListener('reload',function(){es.close();location.reload();});
w.addEventListener('pagehide',function(){es.close();});}catch(e){}
function bar(){var doc=document;if(doc.getElementById('vitrine-dev-toolbar'))return;var on=false;try{on=sessionStorage.getItem('vitrine:record')==='1';}catch(e){return;}
var t=doc.createElement('nav');t.id='vitrine-dev-toolbar';t.setAttribute('aria-label',d.toolbar);t.style.cssText='position:fixed;right:12px;bottom:12px;z-index:2147483645;font:13px/1.4 system-ui,sans-serif';
var r=doc.createElement('button');r.type='button';r.id='vitrine-dev-record';r.setAttribute('aria-pressed',String(on));r.textContent=(on?'\u25A0 ':'\u25CF ')+(on?d.stopRecord:d.record);
r.style.cssText='font:inherit;padding:6px 12px;min-height:36px;border:1px solid #1a1a1a;border-radius:4px;background:#fff;color:#1a1a1a;cursor:pointer;box-shadow:0 2px 8px rgba(0,0,0,.2)';
r.addEventListener('click',function(){var u=new URL(location.href);u.searchParams.delete('record');if(on){sessionStorage.removeItem('vitrine:record');}else{sessionStorage.setItem('vitrine:record','1');}location.replace(u.toString());});
t.append(r);doc.body.append(t);
function place(){var c=doc.querySelector('.vitrine-consent');t.style.bottom=c?Math.max(12,w.innerHeight-c.offsetTop+8)+'px':'12px';}
try{new MutationObserver(place).observe(doc.body,{childList:true,subtree:true});w.addEventListener('resize',place);}catch(e){}place();}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',bar);else bar();
if(!d.problems.length)return;
function show(){var doc=document,before=doc.activeElement;
var o=doc.createElement('div');o.id='vitrine-dev-overlay';o.setAttribute('role','alert');o.setAttribute('aria-labelledby','vitrine-dev-overlay-title');
o.style.cssText='position:fixed;inset:0;z-index:2147483647;background:rgba(20,20,20,.72);display:flex;align-items:flex-start;justify-content:center;padding:5vh 16px;overflow:auto;font:14px/1.5 system-ui,sans-serif';
var box=doc.createElement('div');box.style.cssText='background:#fff;color:#1a1a1a;max-width:960px;width:100%;border-top:6px solid #b00020;border-radius:6px;padding:20px 24px;box-shadow:0 8px 32px rgba(0,0,0,.4)';
var h=doc.createElement('h2');h.id='vitrine-dev-overlay-title';h.textContent=d.title;h.style.cssText='margin:0 0 8px;font-size:20px;color:#b00020';
var p=doc.createElement('p');p.textContent=d.intro;p.style.cssText='margin:0 0 12px';
var pre=doc.createElement('pre');pre.textContent=d.problems.join('\\n');pre.style.cssText='margin:0 0 16px;padding:12px;background:#f6f6f6;color:#1a1a1a;white-space:pre-wrap;word-break:break-word;font:13px/1.5 ui-monospace,monospace;border-radius:4px';
var b=doc.createElement('button');b.type='button';b.textContent=d.close;b.style.cssText='font:inherit;padding:8px 18px;border:2px solid #1a1a1a;border-radius:4px;background:#1a1a1a;color:#fff;cursor:pointer';
function close(){doc.removeEventListener('keydown',key,true);o.remove();if(before&&before.focus)before.focus();}
function key(e){if(e.key==='Escape'){e.preventDefault();close();}}
b.addEventListener('click',close);doc.addEventListener('keydown',key,true);
box.append(h,p,pre,b);o.append(box);doc.body.append(o);b.focus();}
if(document.readyState==='complete')setTimeout(show,0);else w.addEventListener('load',function(){setTimeout(show,0);});
})(${scriptJson(data)});`;
}
