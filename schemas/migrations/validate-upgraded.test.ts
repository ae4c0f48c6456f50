import { afterEach, describe, expect, it } from 'vitest';
import { documentKindNames } from '../validation/document-kinds.ts';
import { validateDocument } from '../validation/validate-document.ts';
import { migrations } from './migrations.ts';


afterEach(() => {
  delete migrations.popups;
});

describe('validateDocument with schema versions', () => {
  it('registers migrations only under the names of document kinds', () => {
    expect(Object.keys(migrations).filter((kind) => !(documentKindNames as string[]).includes(kind))).toEqual([]);
  });

  it('upgrades an older document with the registered migrations before validating it', () => {
    // Test-only history: version 1 called the list "modals", version 2 calls it "popups".
    migrations.popups = [{ from: 1, to: 2, migrate: ({ modals, ...rest }) => ({ ...rest, popups: modals }) }];
    const v1 = { $schema: '../../schemas/json/popups.schema.json', schemaVersion: 1, modals: [] };
    const result = validateDocument('popups', v1);
    expect(result.errors).toEqual([]);
    expect(result.valid && result.document).toMatchObject({ schemaVersion: 2, popups: [] });
    expect(v1).toHaveProperty('modals');
  });

  it('reports a document newer than the current format at /schemaVersion', () => {
    const result = validateDocument('popups', { $schema: 'x', schemaVersion: 2, popups: [] });
    expect(result.errors).toEqual([
      { pointer: '/schemaVersion', message: 'schemaVersion 2 is newer than the current popups format (version 1): update Vitrine' },
    ]);
  });
});
