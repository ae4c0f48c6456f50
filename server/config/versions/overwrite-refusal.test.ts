import { describe, expect, it } from 'vitest';
import { overwriteRefusal, type LatestPublication } from './overwrite-refusal.ts';

const fromEditor: LatestPublication = { version: 'a'.repeat(64), source: 'editor', publishedAt: '2026-03-12T09:30:00.000Z', publishedBy: 'claire@example.fr' };

describe('overwriteRefusal', () => {
  it('refuses to overwrite a version published from the editor, saying when and who', () => {
    expect(overwriteRefusal(fromEditor, 'b'.repeat(64), null, false)).toMatch(/^the version served now \(aaaaaaaaaaaa\) was published from the editor on 2026-03-12T09:30:00.000Z by claire@example.fr, .*npm run pull-config.*--force/);
    expect(overwriteRefusal({ ...fromEditor, source: 'rollback' }, 'b'.repeat(64), 'c'.repeat(64), false)).toMatch(/was restored in the editor/);
  });

  it('lets it through with --force, when the files came from that version (pull-config), when nothing changes, or over a command-line version', () => {
    expect(overwriteRefusal(fromEditor, 'b'.repeat(64), null, true)).toBeNull();
    expect(overwriteRefusal(fromEditor, 'b'.repeat(64), fromEditor.version, false)).toBeNull();
    expect(overwriteRefusal(fromEditor, fromEditor.version, null, false)).toBeNull();
    expect(overwriteRefusal({ ...fromEditor, source: 'cli' }, 'b'.repeat(64), null, false)).toBeNull();
    expect(overwriteRefusal(undefined, 'b'.repeat(64), null, false)).toBeNull();
  });
});
