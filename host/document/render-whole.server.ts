import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { escapeHtml } from '../../rules/text/escape-html.ts';

export interface WholeDocumentOptions {
  /** Module scripts that start the client, written before the boot data as the stream renderer does. */
  bootstrapModules: readonly string[];
  /** Bytes to put just before `</body>` (the boot script); at the very end without one. */
  beforeBodyEnd: readonly Uint8Array[];
}

/**
 * React's marks of a Suspense boundary that did not finish on the server: rendered in the
 * browser (`<!--$!-->`: it suspended or threw) or still pending (`<!--$?-->`). Text and
 * attributes are escaped and configured HTML is sanitized without comments, so a page can hold
 * one only from React; a false alarm would only cost a second render.
 */
const UNFINISHED = ['<!--$!-->', '<!--$?-->'];
const BODY_END = '</body>';

/**
 * A document rendered in one synchronous pass by react-dom's string renderer, for a page that is
 * sent whole anyway (no nonce, decision 0020): about a third of the stream renderer's cost, which
 * writes its HTML as bytes in 2 kB pieces (decision 0030). Null when any boundary did not finish
 * — a block that suspended (its code loading for the first time) or threw — or the shell threw:
 * the caller then renders the page with the stream renderer, which waits for the block and
 * reports the error. The string renderer writes no bootstrap scripts: they are added here, as
 * `renderToReadableStream` writes them, before the boot data.
 */
export function renderWhole(tree: ReactNode, options: WholeDocumentOptions): Uint8Array<ArrayBuffer> | null {
  let html: string;
  try {
    html = renderToString(tree);
  } catch {
    return null;
  }
  if (UNFINISHED.some((mark) => html.includes(mark))) return null;
  if (html.startsWith('<html')) html = `<!DOCTYPE html>${html}`;
  const scripts = options.bootstrapModules.map((src) => `<script type="module" src="${escapeHtml(src)}" async=""></script>`).join('');
  const at = html.lastIndexOf(BODY_END);
  const before = Buffer.from(at < 0 ? `${html}${scripts}` : `${html.slice(0, at)}${scripts}`);
  const after = Buffer.from(at < 0 ? '' : html.slice(at));
  return Buffer.concat([before, ...options.beforeBodyEnd, after]);
}
