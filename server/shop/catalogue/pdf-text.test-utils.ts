import { inflateSync } from 'node:zlib';
import { WIN_ANSI_80_9F } from './render-pdf.ts';

/** The page content streams of a PDF, inflated when they are FlateDecode-compressed. */
function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end).subarray(0, end - start - (raw[end - 1] === '\n' ? 1 : 0));
    streams.push((/\/FlateDecode/.test(match[1] ?? '') ? inflateSync(bytes) : bytes).toString('latin1'));
  }
  return streams;
}

/** WinAnsi bytes as text: 0x80–0x9F from the table, the others Latin-1. */
function winAnsi(bytes: Buffer): string {
  return [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_80_9F[byte - 0x80] : String.fromCharCode(byte))).join('');
}

/**
 * The lines of text a PDF written by pdfkit with a standard font shows, in order: each text
 * operation (`[<hex> kern <hex>] TJ`) decoded from WinAnsi. For tests that read a generated PDF.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const content of contentStreams(pdf)) {
    for (const operation of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(operation[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
      lines.push(winAnsi(Buffer.from(hex, 'hex')));
    }
  }
  return lines;
}
