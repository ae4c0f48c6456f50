import { editorText } from '../../runtime/tools/editor/editor-messages.ts';
import type { Lang } from '../../rules/locale.ts';

export interface EditorPageOptions {
  lang: Lang;
  idSite: number;
  siteName: string;
  /** What the session may do (decision 0067): an editor drafts and previews, an owner also publishes and manages people. */
  access: 'editor' | 'owner';
  nonce: string;
  scripts: string[];
  stylesheets: string[];
}

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The HTML of `/admin/editor`: its title, a loading line, the site it edits, and the editor's module scripts. */
export function editorPage({ lang, idSite, siteName, access, nonce, scripts, stylesheets }: EditorPageOptions): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${attr(href)}">`).join('');
  const modules = scripts.map((src) => `<script type="module" nonce="${attr(nonce)}" src="${attr(src)}"></script>`).join('');
  return `<!DOCTYPE html><html lang="${lang === 'en' ? 'en' : 'fr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${editorText(lang, 'title')}</title>${links}</head><body><div id="editor-root" data-id-site="${idSite}" data-site="${attr(siteName)}" data-access="${access}"><main class="editor-loading"><h1>${editorText(lang, 'title')}</h1><p role="status">${editorText(lang, 'loading')}</p></main></div>${modules}</body></html>`;
}
