import { splitScripts, type CustomScript } from '../../../rules/text/split-scripts.ts';
import { parameterBoolean, parameterString, type ParameterList } from '../../ui/theme/parameter-value.ts';

export interface CustomContent {
  /** END_OF_BODY_HTML without its scripts: markup the API sanitized when the configuration loaded. */
  html: string;
  /** Scripts to run under the page's CSP nonce; empty unless ALLOW_CUSTOM_SCRIPTS is true. */
  scripts: CustomScript[];
}

/** Inline code that cannot close the `<script>` element it is written into. */
export function inlineScriptText(code: string): string {
  return code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/** A page's own `link.jsCode`, trimmed ('' when none): the page loader hands it to the page's data. */
export function pageJsCode(page: object | null | undefined): string {
  const link = page ? (page as { link?: unknown }).link : undefined;
  const jsCode = typeof link === 'object' && link !== null ? (link as { jsCode?: unknown }).jsCode : undefined;
  return typeof jsCode === 'string' ? jsCode.trim() : '';
}

/**
 * What the end of a page's body holds (§ Security of configured content): END_OF_BODY_HTML as
 * markup (sanitized by the API when the configuration loaded) always; its scripts and the page's
 * `link.jsCode` only when the site turns on ALLOW_CUSTOM_SCRIPTS — they then run under the CSP
 * nonce, nothing else can run.
 */
export function customContent(parameters: ParameterList, jsCode: string): CustomContent {
  const { html, scripts } = splitScripts(parameterString(parameters, 'END_OF_BODY_HTML'));
  if (!parameterBoolean(parameters, 'ALLOW_CUSTOM_SCRIPTS', false)) return { html, scripts: [] };
  return { html, scripts: jsCode ? [...scripts, { code: jsCode }] : scripts };
}
