import type { ValidationError } from '../errors/format-errors.ts';
import { checkFormFieldRules } from './form-field-rules.ts';
import type { FormsDocument } from '../site/forms.schema.ts';
import { checkQuantityDiscounts } from './check-quantity-discounts.ts';
import { uniqueBlockKeys } from './unique-block-keys.ts';

/**
 * Rules JSON Schema cannot express (uniqueness, nesting, file name), checked after the schema
 * passes. Each returns `{ pointer, message }` errors like the schema validator.
 */
export type DocumentCheck = (document: never, relPath?: string) => ValidationError[];

interface PageLike {
  id: number;
  idParent: number | null;
  children: PageLike[];
}

export function checkPages(document: { pages: PageLike[] }): ValidationError[] {
  const errors: ValidationError[] = [];
  const seen = new Map<number, string>();
  const walk = (pages: PageLike[], parent: number | null, base: string) => {
    pages.forEach((page, index) => {
      const pointer = `${base}/${index}`;
      const first = seen.get(page.id);
      if (first !== undefined) errors.push({ pointer: `${pointer}/id`, message: `duplicate page id ${page.id} (also at ${first})` });
      else seen.set(page.id, pointer);
      if (page.idParent !== parent) {
        errors.push({ pointer: `${pointer}/idParent`, message: `must be ${JSON.stringify(parent)}: the id of the enclosing page` });
      }
      walk(page.children, page.id, `${pointer}/children`);
    });
  };
  walk(document.pages, null, '/pages');
  return errors;
}

/** Reports each repeated value of `key` in `items`, pointing at the repetition. */
export function uniqueBy<T>(items: readonly T[], key: (item: T) => unknown, base: string, field: string): ValidationError[] {
  const seen = new Set<string>();
  const errors: ValidationError[] = [];
  items.forEach((item, index) => {
    const value = JSON.stringify(key(item));
    if (seen.has(value)) errors.push({ pointer: `${base}/${index}/${field}`, message: `duplicate ${field} ${value}` });
    seen.add(value);
  });
  return errors;
}

/** A component's slug is its file name, and its block keys are unique within its layout. */
export function checkComponent(document: { slug: string; config: { layout: Parameters<typeof uniqueBlockKeys>[0] } }, relPath?: string): ValidationError[] {
  const errors = uniqueBlockKeys(document.config.layout);
  if (relPath === undefined) return errors;
  const expected = relPath.replace(/^.*\//, '').replace(/\.json$/, '');
  if (document.slug !== expected) errors.unshift({ pointer: '/slug', message: `must equal the file name "${expected}" (got "${document.slug}")` });
  return errors;
}

export function checkForms(document: FormsDocument): ValidationError[] {
  const errors = uniqueBy(document.forms, (f) => f.id, '/forms', 'id');
  document.forms.forEach((form, index) => {
    errors.push(...uniqueBy(form.fields, (f) => f.name, `/forms/${index}/fields`, 'name'));
  });
  errors.push(...checkFormFieldRules(document));
  return errors;
}

/** A check that the items of `doc[list]` have distinct ids. */
export function uniqueIds(list: string) {
  return (document: Record<string, { id: unknown }[]>): ValidationError[] =>
    uniqueBy(document[list] ?? [], (item) => item.id, `/${list}`, 'id');
}

type ProductLike = Parameters<typeof checkQuantityDiscounts>[0] & { id: number; declinations: { id: number }[] };

/**
 * Product ids are unique, declination ids are unique across the whole catalogue, and decreasing
 * discounts by quantity are ordered and sensible (check-quantity-discounts.ts).
 */
export function checkProducts(document: { products: ProductLike[] }): ValidationError[] {
  const errors = uniqueBy(document.products, (p) => p.id, '/products', 'id');
  const seen = new Set<number>();
  document.products.forEach((product, p) =>
    product.declinations.forEach((declination, d) => {
      if (seen.has(declination.id)) {
        errors.push({ pointer: `/products/${p}/declinations/${d}/id`, message: `duplicate declination id ${declination.id}` });
      }
      seen.add(declination.id);
    }),
  );
  document.products.forEach((product, p) => errors.push(...checkQuantityDiscounts(product, `/products/${p}`)));
  return errors;
}

/** Folder and article ids are unique, and every idParent / idFolder names an existing folder. */
export function checkBlog(document: {
  folders: { id: number; idParent: number | null }[];
  articles: { id: number; idFolder: number | null }[];
}): ValidationError[] {
  const errors = [
    ...uniqueBy(document.folders, (f) => f.id, '/folders', 'id'),
    ...uniqueBy(document.articles, (a) => a.id, '/articles', 'id'),
  ];
  const folders = new Set(document.folders.map((f) => f.id));
  document.folders.forEach((folder, index) => {
    if (folder.idParent !== null && (!folders.has(folder.idParent) || folder.idParent === folder.id)) {
      errors.push({ pointer: `/folders/${index}/idParent`, message: `no other folder has id ${folder.idParent}` });
    }
  });
  document.articles.forEach((article, index) => {
    if (article.idFolder !== null && !folders.has(article.idFolder)) {
      errors.push({ pointer: `/articles/${index}/idFolder`, message: `no folder has id ${article.idFolder}` });
    }
  });
  return errors;
}
