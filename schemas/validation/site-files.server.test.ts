import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrations } from '../migrations/migrations.ts';
import { positionAt } from '../errors/json-positions.ts';
import { expectedSchemaRef, readSiteFile } from './site-files.server.ts';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vitrine-site-file-'));
  // Test-only history: version 1 called the list "modals", version 2 calls it "popups".
  migrations.popups = [{ from: 1, to: 2, migrate: ({ modals, ...rest }) => ({ ...rest, popups: modals }) }];
});
afterEach(() => {
  delete migrations.popups;
  rmSync(dir, { recursive: true, force: true });
});

const v1 = '{ "$schema": "../../schemas/json/popups.schema.json", "schemaVersion": 1, "modals": [ { "id": 1 } ] }';

describe('readSiteFile', () => {
  it('upgrades an older document in memory and leaves the file alone without fix', () => {
    const path = join(dir, 'popups.json');
    writeFileSync(path, v1);
    const read = readSiteFile(path, 'popups');
    expect(read).toMatchObject({ ok: true, upgraded: true, rewritten: false, json: { schemaVersion: 1, modals: [{ id: 1 }] } });
    expect(readFileSync(path, 'utf8')).toBe(v1);
  });

  it('with fix, rewrites the upgraded document as 2-space JSON keeping the key order', () => {
    const path = join(dir, 'popups.json');
    writeFileSync(path, v1);
    const read = readSiteFile(path, 'popups', true);
    expect(read).toMatchObject({ ok: true, upgraded: true, rewritten: true });
    expect(readFileSync(path, 'utf8')).toBe(
      '{\n  "$schema": "../../schemas/json/popups.schema.json",\n  "schemaVersion": 2,\n  "popups": [\n    {\n      "id": 1\n    }\n  ]\n}\n',
    );
    expect(read.ok && positionAt(read.positions, '/popups/0/id')).toEqual({ line: 6, column: 13 });
    expect(read.ok && positionAt(read.positions, '/popups/0/id', true)).toEqual({ line: 6, column: 7 });
  });

  it('reports invalid JSON with its line and column', () => {
    const path = join(dir, 'forms.json');
    writeFileSync(path, '{\n  "forms": [,]\n}');
    expect(readSiteFile(path, 'forms')).toEqual({ ok: false, message: 'invalid JSON: unexpected character ",", expected a value', line: 2, column: 13 });
  });
});

describe('expectedSchemaRef', () => {
  it('climbs one folder per path segment', () => {
    expect(expectedSchemaRef('components/home.json', 'component')).toBe('../../../schemas/json/component.schema.json');
  });
});
