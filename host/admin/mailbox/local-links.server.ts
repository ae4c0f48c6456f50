import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The site's public addresses (`info.url`, `info.prodUrl`), read from its `site.json`: the mails
 * link there, as a customer must receive them.
 */
export async function publicSiteUrls(siteDir: string): Promise<string[]> {
  try {
    const json = JSON.parse(await readFile(join(siteDir, 'site.json'), 'utf8')) as { info?: { url?: unknown; prodUrl?: unknown } };
    return [json.info?.url, json.info?.prodUrl]
      .filter((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url))
      .map((url) => url.replace(/\/+$/, ''));
  } catch {
    return [];
  }
}

/**
 * A mail as the local mailbox shows it: links to the site's public address point at the
 * address the mailbox is read on instead (`http://domaine.localhost:3000/password/reset/…`),
 * so a reset link works on the machine that wrote the mail. The `.eml` file keeps the original.
 */
export function withLocalLinks(text: string, publicUrls: readonly string[], origin: string): string {
  let out = text;
  for (const url of publicUrls) {
    out = out.split(`${url}/`).join(`${origin}/`);
    out = out.replace(new RegExp(`${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w.-])`, 'g'), origin);
  }
  return out;
}
