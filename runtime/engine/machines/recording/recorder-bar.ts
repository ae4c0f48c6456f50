import { downloadLog } from './download-log.ts';
import { recorderLang, recorderMessages } from './recorder-messages.ts';
import { setRecording } from './recording-switch.ts';
import { sessionRecorder } from './session-recorder.ts';

const BAR_ID = 'vitrine-recorder';

/**
 * The bar a recording tab shows, bottom left: that it records, "Download the log", and "Stop"
 * (which turns recording off, forgets the log and reloads the page without `?record`). Plain DOM,
 * loaded only when recording is on.
 */
export function mountRecorderBar(doc: Document = document): HTMLElement {
  doc.getElementById(BAR_ID)?.remove();
  const t = recorderMessages[recorderLang(doc)];
  const bar = doc.createElement('aside');
  bar.id = BAR_ID;
  bar.setAttribute('aria-label', t.label);
  bar.style.cssText =
    'position:fixed;left:12px;bottom:12px;z-index:2147483646;display:flex;gap:8px;align-items:center;flex-wrap:wrap;max-width:calc(100vw - 24px);padding:8px 12px;background:#1a1a1a;color:#fff;border-radius:8px;font:14px/1.4 system-ui,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.3)';
  const status = doc.createElement('span');
  status.innerHTML = '<span aria-hidden="true" style="color:#ff5252">●</span> ';
  status.append(t.recording);
  const button = (label: string, onClick: () => void) => {
    const element = doc.createElement('button');
    element.type = 'button';
    element.textContent = label;
    element.style.cssText = 'font:inherit;padding:6px 12px;border:1px solid #fff;border-radius:4px;background:transparent;color:#fff;cursor:pointer;min-height:36px';
    element.addEventListener('click', onClick);
    return element;
  };
  const stop = () => {
    setRecording(false);
    sessionRecorder().clear();
    const url = new URL(window.location.href);
    url.searchParams.delete('record');
    window.location.replace(url.toString());
  };
  bar.append(status, button(t.download, downloadLog), button(t.stop, stop));
  doc.body.append(bar);
  return bar;
}
