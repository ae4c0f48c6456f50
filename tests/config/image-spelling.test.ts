import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { loadBlockChecks } from '../../host/block-server/block-checks.server.ts';
import { checkSiteFile } from '../../schemas/validation/check-site-file.ts';
import { validateDocument } from '../../schemas/validation/validate-document.ts';

const read = (path: string) => JSON.parse(readFileSync(new URL(`../../site-configs/${path}`, import.meta.url), 'utf8')) as Record<string, unknown>;

/** Every image `{ src, alt, width, height }` rewritten as the spec spells it: `{ name, url, externalPath, width, height }`. */
function specSpelled(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(specSpelled);
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  if (typeof object.src === 'string' && object.src.startsWith('/media/') && 'width' in object) {
    const { src, alt, width, height } = object;
    return { name: alt, url: src, externalPath: src.slice('/media'.length), width, height };
  }
  return Object.fromEntries(Object.entries(object).map(([key, one]) => [key, specSpelled(one)]));
}

const checks = await loadBlockChecks();
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

describe('images in the spec spelling { name, url, externalPath } (§3, issue 37 row 5, decision 0061)', () => {
  it.each([
    ['products', 'domaine/catalogue/products.json', 'catalogue/products.json'],
    ['meal-icons', 'domaine/catalogue/meal-icons.json', 'catalogue/meal-icons.json'],
    ['elements', 'autocars/elements.json', 'elements.json'],
  ] as const)('accepts %s with spec-spelled images and reads them as today’s shape', (kind, file, rel) => {
    const original = read(file);
    const spelled = specSpelled(original);
    expect(JSON.stringify(spelled)).toContain('"externalPath"');
    const result = validateDocument(kind, spelled, rel);
    expect(result.errors).toEqual([]);
    const plain = validateDocument(kind, original, rel);
    expect(result.valid && result.document).toEqual(plain.valid && plain.document);
  });

  it('accepts a component whose block images are spec-spelled, and serves them in today’s shape', () => {
    const original = read('autocars/components/candidature-spontanee.json');
    const spelled = specSpelled(original);
    const checked = checkSiteFile('autocars', 'components/candidature-spontanee.json', 'component', spelled, checks);
    expect(checked.errors).toEqual([]);
    expect(checked.document).toEqual(checkSiteFile('autocars', 'components/candidature-spontanee.json', 'component', original, checks).document);
  });

  it('refuses a spec-spelled image outside the media folder, or without its size, at the image', () => {
    const doc = read('domaine/catalogue/meal-icons.json') as { mealIcons: { icon: { src: string } }[] };
    const withIcon = (icon: unknown) => validateDocument('meal-icons', { ...doc, mealIcons: [{ ...doc.mealIcons[0], icon }] });
    const outside = withIcon({ name: 'x', url: 'https://cdn.example/x', externalPath: '', width: 1, height: 1 });
    expect(outside.valid ? [] : outside.errors.map((e) => e.pointer)).toEqual(['/mealIcons/0/icon/src']);
    const sizeless = withIcon({ name: 'x', url: doc.mealIcons[0]!.icon.src, externalPath: '' });
    expect(sizeless.valid ? [] : sizeless.errors.map((e) => e.message)).toEqual(['missing required property "width"', 'missing required property "height"']);
  });

  it('is accepted by the emitted JSON schemas an editor checks files with', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    const json = (name: string) => JSON.parse(readFileSync(new URL(`../../schemas/json/${name}.schema.json`, import.meta.url), 'utf8')) as object;
    const products = ajv.compile(json('products'));
    expect(products(specSpelled(read('domaine/catalogue/products.json'))), JSON.stringify(products.errors)).toBe(true);
    const component = ajv.compile(json('component'));
    expect(component(specSpelled(read('autocars/components/candidature-spontanee.json'))), JSON.stringify(component.errors)).toBe(true);
  });
});
