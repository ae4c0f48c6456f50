import { readdirSync, readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { documentKindNames } from '../../schemas/document-kinds.ts';
import { emittedSchemaFiles, vscodeJsonSchemas } from '../../schemas/to-json-schema.ts';

const jsonDir = new URL('../../schemas/json/', import.meta.url);
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;
const stale = 'is stale: run `npm run emit-schemas`';

describe('emitted JSON schemas (schemas/json/)', () => {
  const expected = emittedSchemaFiles();

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
    const block = (slots?: object) => ({ type: 'card-grid', props: {}, ...(slots ? { slots } : {}) });
    const doc = (layout: unknown[]) => ({ $schema: 'x', schemaVersion: 1, slug: 'home', config: { layout } });
    expect(validate?.(doc([block({ main: [block()] })]))).toBe(true);
    expect(validate?.(doc([block({ main: [{ type: 'hero' }] })]))).toBe(false);
  });
});

describe('.vscode/settings.json', () => {
  it('maps every kind path of site-configs to its emitted schema', () => {
    const settings = JSON.parse(readFileSync(new URL('../../.vscode/settings.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    expect(settings['json.schemas'], `.vscode/settings.json ${stale}`).toEqual(vscodeJsonSchemas());
    expect(vscodeJsonSchemas()).toHaveLength(documentKindNames.length);
  });
});
