import { describe, expect, it } from 'vitest';
import { currentSchemaVersion } from './migrations.ts';
import type { MigrationRegistry } from './migrations.ts';
import { MigrationError, upgradeDocument } from './upgrade-document.ts';

/** Test-only history of the forms format: v2 renamed `forms` to `definitions`, v3 added `notes`. */
const registry: MigrationRegistry = {
  forms: [
    {
      from: 1,
      to: 2,
      migrate: ({ forms, ...rest }) => ({ ...rest, definitions: forms }),
    },
    { from: 2, to: 3, migrate: (doc) => ({ ...doc, notes: [] }) },
  ],
};

describe('upgradeDocument', () => {
  it('applies each migration in order and sets the new schemaVersion', () => {
    const v1 = { $schema: 's', schemaVersion: 1, forms: [{ id: 'contact' }] };
    const result = upgradeDocument('forms', v1, registry);
    expect(result).toEqual({ upgraded: true, document: { $schema: 's', schemaVersion: 3, definitions: [{ id: 'contact' }], notes: [] } });
    expect(Object.keys(result.document as object)).toEqual(['$schema', 'schemaVersion', 'definitions', 'notes']);
    expect(v1).toEqual({ $schema: 's', schemaVersion: 1, forms: [{ id: 'contact' }] });
  });

  it('starts from the version the document has', () => {
    const result = upgradeDocument('forms', { schemaVersion: 2, definitions: [] }, registry);
    expect(result.document).toEqual({ schemaVersion: 3, definitions: [], notes: [] });
  });

  it('leaves a current document, another kind, or a malformed value untouched', () => {
    const current = { schemaVersion: 3 };
    expect(upgradeDocument('forms', current, registry)).toEqual({ document: current, upgraded: false });
    expect(upgradeDocument('popups', { schemaVersion: 1 }, registry).upgraded).toBe(false);
    expect(upgradeDocument('forms', [1], registry).upgraded).toBe(false);
    expect(upgradeDocument('forms', { schemaVersion: '1' }, registry).upgraded).toBe(false);
  });

  it('refuses a version newer than the current one, and a missing step', () => {
    expect(() => upgradeDocument('forms', { schemaVersion: 4 }, registry)).toThrow(MigrationError);
    expect(() => upgradeDocument('forms', { schemaVersion: 4 }, registry)).toThrow(/newer than the current forms format \(version 3\)/);
    const gap: MigrationRegistry = { forms: [{ from: 2, to: 3, migrate: (d) => d }] };
    expect(() => upgradeDocument('forms', { schemaVersion: 1 }, gap)).toThrow('no migration of forms documents from schemaVersion 1');
  });

  it('knows the current version of each kind (1 without migrations)', () => {
    expect(currentSchemaVersion('forms', registry)).toBe(3);
    expect(currentSchemaVersion('site')).toBe(1);
  });
});
