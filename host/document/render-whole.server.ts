import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

export interface WholeDocumentOptions {
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
 * reports the error. The boot script (`beforeBodyEnd`) starts the client (decision 0044).
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
  const at = html.lastIndexOf(BODY_END);
  const before = Buffer.from(at < 0 ? html : html.slice(0, at));
  const after = Buffer.from(at < 0 ? '' : html.slice(at));
  return Buffer.concat([before, ...options.beforeBodyEnd, after]);
}
