import { describe, expect, it } from 'vitest';
import { allows, editorAccessOf } from './editor-access.ts';

describe('editorAccessOf and allows', () => {
  it('maps EDITOR to editor, ADMIN and SUPER_ADMIN to owner, anyone else to none', () => {
    expect(['MEMBER', 'EDITOR', 'ADMIN', 'SUPER_ADMIN', undefined, 'OTHER'].map(editorAccessOf)).toEqual([null, 'editor', 'owner', 'owner', null, null]);
  });

  it('lets an owner do everything, an editor only what editors may, nobody else anything', () => {
    expect([allows('owner', 'owner'), allows('owner', 'editor'), allows('editor', 'editor'), allows('editor', 'owner'), allows(null, 'editor')]).toEqual([true, true, true, false, false]);
  });
});
