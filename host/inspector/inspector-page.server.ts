import type { Locale } from '../../rules/locale.ts';
import { htmlLang } from '../../runtime/engine/router/locale.ts';
import { inspectorText } from '../../runtime/tools/inspector/inspector-messages.ts';

export interface InspectorPageOptions {
  lang: Locale;
  nonce: string;
  scripts: readonly string[];
  stylesheets: readonly string[];
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The HTML of `/_inspector`: its title, a loading line, and the inspector's module scripts. */
export function inspectorPage({ lang, nonce, scripts, stylesheets }: InspectorPageOptions): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
  const modules = scripts.map((src) => `<script type="module" nonce="${escapeAttribute(nonce)}" src="${escapeAttribute(src)}"></script>`).join('');
  return `<!DOCTYPE html><html lang="${htmlLang(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${inspectorText(lang, 'title')}</title>${links}</head><body><div id="inspector-root"><main class="inspector"><h1>${inspectorText(lang, 'title')}</h1><p role="status">${inspectorText(lang, 'loading')}</p></main></div>${modules}</body></html>`;
}
