import type { DraftError } from './editor-api.ts';
import { findPage, pageOfPointer, type PageNode } from './page-ops.ts';

/** Where an error of the draft is shown: a block's field, a page's setting, or elsewhere in the site. */
export type ErrorPlace =
  | { kind: 'block'; file: string; block: number; field: string; lang: 'fr' | 'en' | null }
  | { kind: 'page'; id: number; field: string; lang: 'fr' | 'en' | null }
  | { kind: 'site'; file: string };

const BLOCK = /^\/config\/layout\/(\d+)(?:\/props(\/.*)?)?$/;

/** The place of an error from its file and pointer; the field's pointer without its language segment (BlockForm's pointers). */
export function placeError(error: DraftError, pages: readonly PageNode[]): ErrorPlace {
  const field = (pointer: string) => (error.lang && /\/(fr|fr_FR|en)$/.test(pointer) ? pointer.replace(/\/(fr|fr_FR|en)$/, '') : pointer);
  if (error.file.startsWith('components/')) {
    const match = BLOCK.exec(error.pointer);
    if (match) return { kind: 'block', file: error.file, block: Number(match[1]), field: field(match[2] ?? ''), lang: error.lang };
    return { kind: 'site', file: error.file };
  }
  if (error.file === 'pages.json') {
    const page = pageOfPointer(pages, error.pointer);
    if (page) return { kind: 'page', id: page.id, field: field(page.field), lang: error.lang };
  }
  return { kind: 'site', file: error.file };
}

/** A validator message in plain words: a page's pointer in pages.json (`/pages/0/children/0`) becomes its title. */
export function plainMessage(message: string, pages: readonly PageNode[], lang: 'fr' | 'en'): string {
  return message.replace(/\/pages(?:\/\d+(?:\/children)?)+\b/g, (pointer) => {
    const page = pageOfPointer(pages, pointer);
    const one = page && page.field === '' ? findPage(pages, page.id) : null;
    return one ? (lang === 'fr' ? `« ${one.menuTitle?.fr || one.title.fr} »` : `“${one.menuTitle?.en || one.title.en}”`) : pointer;
  });
}
