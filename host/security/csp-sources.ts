/** Extra origins a page's Content-Security-Policy allows (tracking services, when configured). */
export interface CspSources {
  script: readonly string[];
  connect: readonly string[];
}

const ORIGIN = /^https:\/\/(?:\*\.)?[a-z0-9.-]+(?::\d+)?$/i;

/**
 * Adds origins to the `script-src` and `connect-src` directives of a policy. Each origin must be
 * an https origin (a leading `*.` allowed), so a parameter value can never smuggle a keyword such
 * as 'unsafe-inline' or another directive into the policy.
 */
export function withCspSources(policy: string, sources: CspSources): string {
  for (const origin of [...sources.script, ...sources.connect]) {
    if (!ORIGIN.test(origin)) throw new TypeError(`withCspSources: ${JSON.stringify(origin)} is not an https origin`);
  }
  const additions: Record<string, readonly string[]> = { 'script-src': sources.script, 'connect-src': sources.connect };
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '')
    .map((directive) => {
      const [name = '', ...values] = directive.split(/\s+/);
      const extra = (additions[name] ?? []).filter((origin) => !values.includes(origin));
      return [name, ...values, ...extra].join(' ');
    })
    .join('; ');
}
