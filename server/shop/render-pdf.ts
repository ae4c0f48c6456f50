/** One line of a generated PDF: text, font size in points, bold or regular Helvetica. */
export interface PdfLine {
  text: string;
  size: number;
  bold?: boolean;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 50;
const WIN_ANSI: Record<string, number> = {
  '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95,
  '–': 0x96, '—': 0x97, 'œ': 0x9c, 'Œ': 0x8c, '\u00a0': 0x20, '\u202f': 0x20,
};

/** A string as WinAnsi bytes inside a PDF literal string (escaped), unknown characters as '?'. */
function pdfString(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = WIN_ANSI[char] ?? (char.charCodeAt(0) <= 0xff ? char.charCodeAt(0) : 0x3f);
    if (code === 0x28 || code === 0x29 || code === 0x5c) bytes.push(0x5c);
    bytes.push(code);
  }
  return Buffer.from(bytes);
}

/** Splits a line so it fits the page width (Helvetica averages about half its size per character). */
function wrap(line: PdfLine): PdfLine[] {
  const max = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (line.size * 0.5));
  const out: PdfLine[] = [];
  let current = '';
  for (const word of line.text.split(/\s+/)) {
    if (current !== '' && current.length + 1 + word.length > max) {
      out.push({ ...line, text: current });
      current = word;
    } else {
      current = current === '' ? word : `${current} ${word}`;
    }
  }
  out.push({ ...line, text: current });
  return out;
}

/**
 * A valid PDF 1.4 document of text lines (Helvetica, A4, wrapped, as many pages as needed),
 * with a cross-reference table, so any PDF reader opens it.
 */
export function renderPdf(lines: readonly PdfLine[], title: string): Buffer {
  const pages: Buffer[] = [];
  let parts: Buffer[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  const flush = () => {
    pages.push(Buffer.concat(parts));
    parts = [];
    y = PAGE_HEIGHT - MARGIN;
  };
  for (const line of lines.flatMap(wrap)) {
    const lead = line.size * 1.4;
    if (y - lead < MARGIN) flush();
    y -= lead;
    const font = line.bold ? 'F2' : 'F1';
    parts.push(Buffer.from(`BT /${font} ${line.size} Tf ${MARGIN} ${y.toFixed(1)} Td (`), pdfString(line.text), Buffer.from(') Tj ET\n'));
  }
  flush();

  const objects: Buffer[] = [];
  const pageIds = pages.map((_, index) => 6 + index * 2);
  objects.push(Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'));
  objects.push(Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`));
  objects.push(Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'));
  objects.push(Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'));
  objects.push(Buffer.concat([Buffer.from('<< /Title ('), pdfString(title), Buffer.from(') /Producer (Vitrine) >>')]));
  for (const [index, content] of pages.entries()) {
    const contentId = pageIds[index]! + 1;
    objects.push(Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`));
    objects.push(Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`), content, Buffer.from('\nendstream')]));
  }

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  for (const [index, body] of objects.entries()) {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    chunks.push(chunk);
    length += chunk.length;
  }
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)].join('');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(chunks);
}
