import { parameterBoolean, parameterString, type ParameterList } from '../theme/parameter-value.ts';

/** One script a site configures: external (`src`) or inline (`code`). */
export type CustomScript = { src: string } | { code: string };

export interface CustomContent {
  /** HTML without its scripts, to render through the sanitizer. */
  html: string;
  /** Scripts to run under the page's CSP nonce; empty unless ALLOW_CUSTOM_SCRIPTS is true. */
  scripts: CustomScript[];
}

interface PageWithLink {
  id: number;
  link?: { jsCode?: unknown } | null;
  children?: readonly PageWithLink[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** A script URL that may load: https, or a path of this site. */
function safeScriptSrc(src: string): string | null {
  const value = src.trim();
  if (/^https:\/\/[^\s/]+/i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return null;
}

/** Inline code that cannot close the `<script>` element it is written into. */
export function inlineScriptText(code: string): string {
  return code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/** Splits configured HTML into its markup without scripts and the scripts it holds. */
export function splitScripts(html: string): CustomContent {
  const scripts: CustomScript[] = [];
  const rest = html.replace(SCRIPT, (_, attributes: string, body: string) => {
    const match = SRC.exec(attributes);
    const src = match ? safeScriptSrc(match[1] ?? match[2] ?? match[3] ?? '') : null;
    if (src) scripts.push({ src });
    else if (!match && body.trim() !== '') scripts.push({ code: body });
    return '';
  });
  return { html: rest, scripts };
}

/** The `link.jsCode` of page `pageId` in the tree ('' when none). */
export function pageJsCode(pages: readonly PageWithLink[], pageId: number | null): string {
  if (pageId === null) return '';
  for (const page of pages) {
    if (page.id === pageId) return typeof page.link?.jsCode === 'string' ? page.link.jsCode.trim() : '';
    const found = pageJsCode(page.children ?? [], pageId);
    if (found) return found;
  }
  return '';
}

/**
 * What the end of a page's body holds (§ Security of configured content): END_OF_BODY_HTML as
 * sanitized markup always; its scripts and the page's `link.jsCode` only when the site turns on
 * ALLOW_CUSTOM_SCRIPTS — they then run under the CSP nonce, nothing else can run.
 */
export function customContent(parameters: ParameterList, pages: readonly PageWithLink[], pageId: number | null): CustomContent {
  const { html, scripts } = splitScripts(parameterString(parameters, 'END_OF_BODY_HTML'));
  if (!parameterBoolean(parameters, 'ALLOW_CUSTOM_SCRIPTS', false)) return { html, scripts: [] };
  const jsCode = pageJsCode(pages, pageId);
  return { html, scripts: jsCode ? [...scripts, { code: jsCode }] : scripts };
}
