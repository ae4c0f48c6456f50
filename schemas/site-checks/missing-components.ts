import type { ValidationError } from '../errors/format-errors.ts';
import type { PagesDocument } from '../site/page.schema.ts';
import { pageEntries } from './page-paths.ts';

/** A CMS page names a component config that exists: components/<cms.route>.json. */
export function checkMissingComponents(document: PagesDocument, components: ReadonlyMap<string, unknown>): ValidationError[] {
  const errors: ValidationError[] = [];
  for (const { page, pointer } of pageEntries(document.pages)) {
    const route = page.cms.route;
    if (!page.cms.isCmsPage) continue;
    if (!route) errors.push({ pointer: `${pointer}/cms/route`, message: 'a CMS page needs a route' });
    else if (!components.has(`components/${route}.json`)) {
      errors.push({ pointer: `${pointer}/cms/route`, message: `no component config components/${route}.json` });
    }
  }
  return errors;
}
