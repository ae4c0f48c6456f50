import { extensionOf } from '../../rules/files/accepts-file.ts';

/** The types a stored file may be served as, each recognized by its first bytes. */
export const SNIFFED_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
} as const;

/** How many first bytes `sniffFileType` reads. */
export const SNIFF_BYTES = 256;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * The type of a file from its first bytes (magic numbers), among the allowed ones; null for
 * anything else (HTML, SVG, scripts, executables…). An office file is a ZIP or an OLE container:
 * an OpenDocument text names its type in its first entry; a ZIP named `.docx` is taken as Word,
 * an OLE file named `.doc` as Word 97. The name never makes a type that the bytes do not show.
 */
export function sniffFileType(head: Uint8Array, name: string): string | null {
  if (startsWith(head, ascii('%PDF-'))) return SNIFFED_TYPES.pdf;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return SNIFFED_TYPES.png;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return SNIFFED_TYPES.jpeg;
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return SNIFFED_TYPES.gif;
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return SNIFFED_TYPES.webp;
  const extension = extensionOf(name);
  if (startsWith(head, ZIP)) {
    if (startsWith(head, ascii(`mimetype${SNIFFED_TYPES.odt}`), 30)) return SNIFFED_TYPES.odt;
    return extension === '.docx' ? SNIFFED_TYPES.docx : null;
  }
  if (startsWith(head, OLE)) return extension === '.doc' ? SNIFFED_TYPES.doc : null;
  return null;
}
