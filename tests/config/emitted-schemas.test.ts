import { readdirSync, readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { loadBlockPropsSchemas } from '../../host/block-server/block-server-parts.server.ts';
import { documentKindNames } from '../../schemas/validation/document-kinds.ts';
import { emittedSchemaFiles, vscodeJsonSchemas } from '../../schemas/to-json-schema.ts';

const jsonDir = new URL('../../schemas/json/', import.meta.url);
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;
const stale = 'is stale: run `npm run emit-schemas`';
const blockProps = await loadBlockPropsSchemas();

describe('emitted JSON schemas (schemas/json/)', () => {
  const expected = emittedSchemaFiles(blockProps);

  it('has one file per document kind and no other', () => {
    const present = readdirSync(jsonDir).filter((name) => name.endsWith('.schema.json')).sort();
    expect(present, `schemas/json/ ${stale}`).toEqual([...expected.keys()].sort());
  });

  it.each([...expected.keys()])('%s matches the TypeBox schema', (name) => {
    const content = readFileSync(new URL(name, jsonDir), 'utf8');
    expect(content === expected.get(name), `schemas/json/${name} ${stale}`).toBe(true);
  });

  it('compiles standalone and follows recursive references', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    for (const name of expected.keys()) ajv.addSchema(JSON.parse(readFileSync(new URL(name, jsonDir), 'utf8')) as object);
    const validate = ajv.getSchema('https://vitrine.dev/schemas/json/component.schema.json');
    const block = (key: string, slots?: object) => ({ key, type: 'contact-details', props: {}, ...(slots ? { slots } : {}) });
    const doc = (layout: unknown[]) => ({ $schema: 'x', schemaVersion: 2, slug: 'home', config: { layout } });
    expect(validate?.(doc([block('outer001', { main: [block('inner001')] })]))).toBe(true);
    expect(validate?.(doc([block('outer001', { main: [{ key: 'inner001', type: 'hero' }] })]))).toBe(false);
    expect(validate?.(doc([block('outer001', { main: [{ type: 'contact-details', props: {} }] })]))).toBe(false);
  });

  it("checks each block's props by its type, text as a string or in both languages", () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync(new URL('component.schema.json', jsonDir), 'utf8')) as object);
    const doc = (type: string, props: object) => ({ $schema: 'x', schemaVersion: 2, slug: 'home', config: { layout: [{ key: 'block001', type, props }] } });
    expect(validate(doc('hero', { title: 'Bienvenue' }))).toBe(true);
    expect(validate(doc('hero', { title: { fr: 'Bienvenue', en: 'Welcome' }, cta: { label: { fr: 'Devis', en: 'Quote' }, href: '/devis' } }))).toBe(true);
    expect(validate(doc('hero', { subtitle: 'no title' }))).toBe(false);
    expect(validate(doc('hero', { title: 'Bienvenue', colour: 'red' }))).toBe(false);
    expect(validate(doc('hero', { title: { fr: 'Bienvenue' } }))).toBe(false);
    expect(validate(doc('card-grid', { title: 'Nos offres' }))).toBe(false);
    expect(validate(doc('herro', { title: 'Bienvenue' }))).toBe(false);
  });

  it('accepts every component file of site-configs/, as an editor checks it', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync(new URL('component.schema.json', jsonDir), 'utf8')) as object);
    const sites = new URL('../../site-configs/', import.meta.url);
    const files = readdirSync(sites, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((site) => readdirSync(new URL(`${site.name}/components/`, sites)).filter((name) => name.endsWith('.json')).map((name) => `${site.name}/components/${name}`));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      validate(JSON.parse(readFileSync(new URL(file, sites), 'utf8')));
      expect(validate.errors ?? [], file).toEqual([]);
    }
  });
});

type Node = Record<string, unknown>;

/** Paths of the properties that have neither a description nor a title (if/then rules aside). */
function undescribed(node: unknown, path = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((item) => undescribed(item, path));
  if (node === null || typeof node !== 'object') return [];
  const schema = node as Node;
  const own = Object.entries((schema.properties ?? {}) as Record<string, Node>).flatMap(([key, property]) => [
    ...(property.description || property.title || property.$ref ? [] : [`${path}.${key}`]),
    ...undescribed(property, `${path}.${key}`),
  ]);
  const nested = ['items', 'anyOf', 'oneOf', '$defs'].flatMap((key) =>
    schema[key] ? undescribed(key === '$defs' ? Object.values(schema[key] as object) : schema[key], key === 'items' ? `${path}[]` : path) : [],
  );
  return [...own, ...nested];
}

describe('editor help in the emitted schemas', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const schemas = [...emittedSchemaFiles(blockProps).entries()].map(([name, text]) => [name, JSON.parse(text) as Node] as const);

  it.each(schemas)('%s has a title, a description and examples that validate', (_, schema) => {
    expect(typeof schema.title).toBe('string');
    expect(typeof schema.description).toBe('string');
    expect(Array.isArray(schema.examples) && schema.examples.length > 0).toBe(true);
    const validate = ajv.compile(schema);
    for (const example of schema.examples as unknown[]) expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each(schemas)('%s describes every property', (_, schema) => {
    expect(undescribed(schema)).toEqual([]);
  });
});

describe('.vscode/settings.json', () => {
  it('maps every kind path of site-configs to its emitted schema', () => {
    const settings = JSON.parse(readFileSync(new URL('../../.vscode/settings.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    expect(settings['json.schemas'], `.vscode/settings.json ${stale}`).toEqual(vscodeJsonSchemas());
    expect(vscodeJsonSchemas()).toHaveLength(documentKindNames.length);
  });
});
