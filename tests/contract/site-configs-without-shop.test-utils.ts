import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { projectRoot } from '../../server/paths.ts';

/**
 * A copy of the real site-configs/ where autocars has no shop (`info.isECommerce: false`), as it
 * had before it sold gift vouchers (issue 37): the site without a shop that the "has no online
 * shop" tests need. `remove` deletes the copy.
 */
export function siteConfigsWithoutShop(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-no-shop-'));
  cpSync(resolve(projectRoot, 'site-configs'), dir, { recursive: true });
  const file = join(dir, 'autocars', 'site.json');
  const site = JSON.parse(readFileSync(file, 'utf8')) as { info: { isECommerce: boolean } };
  site.info.isECommerce = false;
  writeFileSync(file, `${JSON.stringify(site, null, 2)}\n`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
