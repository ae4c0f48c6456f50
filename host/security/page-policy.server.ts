import type { CspSources } from './csp-sources.ts';
import { withCspSources } from './csp-sources.ts';
import { contentSecurityPolicy, type InlineScripts } from './security-headers.server.ts';

/** Stands for the page's own script sources (its nonce or its boot script's hash) in a policy built ahead. */
const SCRIPTS = "'vitrine-page-scripts'";

const templates = new WeakMap<CspSources, Map<string, readonly [string, string]>>();

/**
 * The Content-Security-Policy of a page (`contentSecurityPolicy` with the site's tracking origins
 * added, `withCspSources`), built once per tracking sources object (one per parameters version,
 * `trackingCsp`) and API origin: a page then only puts its nonce or its boot script's hash in
 * place (decision 0075). The same text as building it whole.
 */
export function pagePolicy(tracking: CspSources, options: { apiOrigin: string | null; dev: boolean }): (inline: InlineScripts) => string {
  let byOrigin = templates.get(tracking);
  if (!byOrigin) {
    byOrigin = new Map();
    templates.set(tracking, byOrigin);
  }
  const key = `${options.apiOrigin ?? ''}|${options.dev}`;
  let template = byOrigin.get(key);
  if (!template) {
    const whole = withCspSources(contentSecurityPolicy({ hashes: [SCRIPTS] }, options), tracking);
    const at = whole.indexOf(SCRIPTS);
    template = [whole.slice(0, at), whole.slice(at + SCRIPTS.length)] as const;
    byOrigin.set(key, template);
  }
  const [before, after] = template;
  return (inline) => `${before}${typeof inline === 'string' ? `'nonce-${inline}'` : inline.hashes.join(' ')}${after}`;
}
