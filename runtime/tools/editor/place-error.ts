import type { DraftError } from './editor-api.ts';
import type { BlockPath } from './layout-ops.ts';
import { findPage, pageOfPointer, type PageNode } from './page-ops.ts';
import type { Lang } from '../../../rules/locale.ts';

/** Where an error of the draft is shown: a block's field, a page's setting, or elsewhere in the site. */
export type ErrorPlace =
  | { kind: 'block'; file: string; block: number; path: BlockPath; field: string; lang: Lang | null }
  | { kind: 'page'; id: number; field: string; lang: Lang | null }
  | { kind: 'site'; file: string };

/** A block's pointer, then a prop of it, or one of its slots (an unknown slot is shown at the block that holds it). */
const BLOCK = /^\/config\/layout\/(\d+(?:\/slots\/[^/]+\/\d+)*)(?:\/props(\/.*)?|\/slots\/[^/]+)?$/;

/** A block's pointer under the layout (`2/slots/more/0`) as its path (`[2, 'more', 0]`). */
const blockPath = (steps: string): BlockPath => steps.split('/').filter((_, at) => at % 4 !== 1).map((step, at) => (at % 2 === 0 ? Number(step) : step));

/** The place of an error from its file and pointer; the field's pointer without its language segment (BlockForm's pointers). */
export function placeError(error: DraftError, pages: readonly PageNode[]): ErrorPlace {
  const field = (pointer: string) => (error.lang && /\/(fr|fr_FR|en)$/.test(pointer) ? pointer.replace(/\/(fr|fr_FR|en)$/, '') : pointer);
  if (error.file.startsWith('components/')) {
    const match = BLOCK.exec(error.pointer);
    if (match) {
      const path = blockPath(match[1]!);
      return { kind: 'block', file: error.file, block: Number(path[0]), path, field: field(match[2] ?? ''), lang: error.lang };
    }
    return { kind: 'site', file: error.file };
  }
  if (error.file === 'pages.json') {
    const page = pageOfPointer(pages, error.pointer);
    if (page) return { kind: 'page', id: page.id, field: field(page.field), lang: error.lang };
  }
  return { kind: 'site', file: error.file };
}

/** A validator message in plain words: a page's pointer in pages.json (`/pages/0/children/0`) becomes its title. */
export function plainMessage(message: string, pages: readonly PageNode[], lang: Lang): string {
  return message.replace(/\/pages(?:\/\d+(?:\/children)?)+\b/g, (pointer) => {
    const page = pageOfPointer(pages, pointer);
    const one = page && page.field === '' ? findPage(pages, page.id) : null;
    return one ? (lang === 'fr' ? `« ${one.menuTitle?.fr || one.title.fr} »` : `“${one.menuTitle?.en || one.title.en}”`) : pointer;
  });
}
