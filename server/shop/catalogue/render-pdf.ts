import PDFDocument from 'pdfkit';

/** One line of a generated PDF: text, font size in points, bold or regular Helvetica. */
export interface PdfLine {
  text: string;
  size: number;
  bold?: boolean;
}

export interface RenderPdfOptions {
  /** Compress the page streams (default true; tests may turn it off to read the text). */
  compress?: boolean;
}

/**
 * WinAnsi (the standard fonts' encoding) bytes 0x80–0x9F: the characters it holds beyond
 * Latin-1, by byte (a C1 control where the byte is unused). The other bytes are Latin-1.
 */
export const WIN_ANSI_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const WIN_ANSI_EXTRA = new Set([...WIN_ANSI_80_9F].filter((char) => char.charCodeAt(0) > 0xff));

/**
 * Text the standard Helvetica font can show: French accents, €, typographic quotes and dashes
 * are kept; narrow and thin spaces become no-break spaces, control characters spaces, and any
 * other character (emoji, other scripts) a question mark.
 */
export function winAnsiText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) out += char;
    else if (code === 0x202f || code === 0x2009 || code === 0x2007) out += '\u00a0';
    else if (code < 0x20 || code === 0x7f) out += ' ';
    else out += '?';
  }
  return out;
}

const MARGIN = 50;

/**
 * A PDF document (pdfkit, A4) of text lines in Helvetica and Helvetica-Bold, wrapped to the page
 * width, on as many pages as needed, with `title` as its document title.
 */
export function renderPdf(lines: readonly PdfLine[], title: string, options: RenderPdfOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    displayTitle: true,
    info: { Title: title, Producer: 'Vitrine' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const line of lines) {
    doc.font(line.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(line.size).text(winAnsiText(line.text), { lineGap: line.size * 0.4 });
  }
  doc.end();
  return done;
}
