import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { documentEtag } from '../page-validators.server.ts';

export interface WholeDocumentOptions {
  /** Bytes to put just before `</body>` (the boot script); at the very end without one. */
  beforeBodyEnd: readonly Uint8Array[];
  /**
   * The CSP hash of the boot script, for a page a shared cache may keep: its ETag is then
   * computed from the markup and this hash (`documentEtag`), not from the whole document.
   */
  etagSeed?: string;
}

/** A document's bytes, and its ETag when asked for (`etagSeed`). */
export interface WholeDocument {
  bytes: Uint8Array<ArrayBuffer>;
  etag?: string;
}

/**
 * React's marks of a Suspense boundary that did not finish on the server: rendered in the
 * browser (`<!--$!-->`: it suspended or threw) or still pending (`<!--$?-->`). Text and
 * attributes are escaped and configured HTML is sanitized without comments, so a page can hold
 * one only from React; a false alarm would only cost a second render.
 */
const UNFINISHED = [Buffer.from('<!--$!-->'), Buffer.from('<!--$?-->')];
const BODY_END = Buffer.from('</body>');
const DOCTYPE = Buffer.from('<!DOCTYPE html>');

/**
 * A document rendered in one synchronous pass by react-dom's string renderer, for a page that is
 * sent whole anyway (no nonce, decision 0020): about a third of the stream renderer's cost, which
 * writes its HTML as bytes in 2 kB pieces (decision 0030). Null when any boundary did not finish
 * — a block that suspended (its code loading for the first time) or threw — or the shell threw:
 * the caller then renders the page with the stream renderer, which waits for the block and
 * reports the error. The boot script (`beforeBodyEnd`) starts the client (decision 0044).
 * The markup is encoded once and searched as bytes (issue 39: two scans of the string and two
 * encodings of its halves were 4 % of a page's CPU).
 */
export function renderWhole(tree: ReactNode, options: WholeDocumentOptions): WholeDocument | null {
  let html: string;
  try {
    html = renderToString(tree);
  } catch {
    return null;
  }
  // One buffer for the whole document: the markup is encoded in place and only its short tail
  // (`</body></html>`) moves to make room for the boot script, rather than encoding the markup
  // apart and copying it again into the document (issue 39: a 30–60 kB copy per page).
  const start = html.startsWith('<html') ? DOCTYPE.byteLength : 0;
  const markupLength = Buffer.byteLength(html);
  let bootLength = 0;
  for (const chunk of options.beforeBodyEnd) bootLength += chunk.byteLength;
  const out = Buffer.allocUnsafe(start + markupLength + bootLength);
  if (start > 0) DOCTYPE.copy(out, 0);
  out.write(html, start);
  const markup = out.subarray(start, start + markupLength);
  if (UNFINISHED.some((mark) => markup.includes(mark))) return null;
  const found = markup.lastIndexOf(BODY_END);
  const at = start + (found < 0 ? markupLength : found);
  out.copyWithin(at + bootLength, at, start + markupLength);
  let offset = at;
  for (const chunk of options.beforeBodyEnd) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const bytes = new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  if (options.etagSeed === undefined) return { bytes };
  return { bytes, etag: documentEtag([out.subarray(0, at), out.subarray(at + bootLength)], options.etagSeed) };
}
