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
const BOUNDARY = Buffer.from('<!--$');
const UNFINISHED_TAIL = Buffer.from('-->');

/** Whether the markup holds `<!--$!-->` or `<!--$?-->`: one pass over the boundaries' marks, not one search per mark. */
function hasUnfinished(bytes: Buffer): boolean {
  for (let at = bytes.indexOf(BOUNDARY); at >= 0; at = bytes.indexOf(BOUNDARY, at + BOUNDARY.length)) {
    const kind = bytes[at + BOUNDARY.length];
    if ((kind === 0x21 || kind === 0x3f) && bytes.subarray(at + BOUNDARY.length + 1, at + BOUNDARY.length + 4).equals(UNFINISHED_TAIL)) return true;
  }
  return false;
}
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
  const bytes = Buffer.from(html);
  if (hasUnfinished(bytes)) return null;
  const found = bytes.lastIndexOf(BODY_END);
  const at = found < 0 ? bytes.byteLength : found;
  const markup = [...(html.startsWith('<html') ? [DOCTYPE] : []), bytes.subarray(0, at)];
  const whole = Buffer.concat([...markup, ...options.beforeBodyEnd, bytes.subarray(at)]);
  if (options.etagSeed === undefined) return { bytes: whole };
  return { bytes: whole, etag: documentEtag([...markup, bytes.subarray(at)], options.etagSeed) };
}
