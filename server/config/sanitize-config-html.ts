import sanitizeHtml from 'sanitize-html';
import { scriptMarkup, splitScripts } from '../../rules/text/split-scripts.ts';
import { configHtmlPolicy } from './config-html-policy.ts';

/** Configured HTML reduced to the allow-list of configHtmlPolicy (the browser renders it as is). */
export function sanitizeConfigHtml(html: string): string {
  if (typeof html !== 'string') throw new TypeError(`sanitizeConfigHtml expects a string, got ${typeof html}`);
  return sanitizeHtml(html, configHtmlPolicy);
}

/**
 * END_OF_BODY_HTML: its markup sanitized, its `<script>` elements (https or site `src`, or inline
 * code) kept apart and written after it. The runtime runs them only when ALLOW_CUSTOM_SCRIPTS is
 * on, under the page's CSP nonce; otherwise only the sanitized markup reaches the page.
 */
export function sanitizeConfigHtmlWithScripts(html: string): string {
  const { html: markup, scripts } = splitScripts(html);
  return sanitizeConfigHtml(markup) + scripts.map(scriptMarkup).join('');
}
