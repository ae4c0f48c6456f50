import { splitScripts, type CustomScript } from '../../rules/text/split-scripts.ts';
import { parameterBoolean, parameterString, type ParameterList } from '../theme/parameter-value.ts';

export interface CustomContent {
  /** END_OF_BODY_HTML without its scripts: markup the API sanitized when the configuration loaded. */
  html: string;
  /** Scripts to run under the page's CSP nonce; empty unless ALLOW_CUSTOM_SCRIPTS is true. */
  scripts: CustomScript[];
}

interface PageWithLink {
  id: number;
  link?: { jsCode?: unknown } | null;
  children?: readonly PageWithLink[];
}

/** Inline code that cannot close the `<script>` element it is written into. */
export function inlineScriptText(code: string): string {
  return code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
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
 * markup (sanitized by the API when the configuration loaded) always; its scripts and the page's
 * `link.jsCode` only when the site turns on ALLOW_CUSTOM_SCRIPTS — they then run under the CSP
 * nonce, nothing else can run.
 */
export function customContent(parameters: ParameterList, pages: readonly PageWithLink[], pageId: number | null): CustomContent {
  const { html, scripts } = splitScripts(parameterString(parameters, 'END_OF_BODY_HTML'));
  if (!parameterBoolean(parameters, 'ALLOW_CUSTOM_SCRIPTS', false)) return { html, scripts: [] };
  const jsCode = pageJsCode(pages, pageId);
  return { html, scripts: jsCode ? [...scripts, { code: jsCode }] : scripts };
}
