import { describe, expect, it } from 'vitest';
import { describeDiff, fieldSentence, fieldWords } from './describe-diff.ts';

describe('describeDiff', () => {
  it('says a changed field of a block in plain French and English, never as JSON', () => {
    const diff = {
      pages: [{
        page: { id: null, title: { fr: 'Accueil', en: 'Home' } }, status: 'changed' as const, settings: [],
        blocks: [{ key: 'famksqft', type: 'hero', status: 'changed' as const, fields: [{ path: ['title', 'en'], before: 'First title', after: 'Third title' }] }],
      }],
      files: [],
    };
    expect(describeDiff(diff, 'fr')).toEqual([{ title: 'Page « Accueil »', groups: [{ title: 'Bloc « Hero » modifié', lines: ['Title (anglais) : « First title » devient « Third title »'] }] }]);
    expect(describeDiff(diff, 'en')).toEqual([{ title: 'Page “Home”', groups: [{ title: '“Hero” block changed', lines: ['Title (English): “First title” becomes “Third title”'] }] }]);
  });

  it('names added, removed and moved blocks with their positions, and other files', () => {
    const diff = {
      pages: [{
        page: { id: 3, title: { fr: 'Noël', en: 'Christmas' } }, status: 'added' as const, settings: [{ path: ['showInMenu'], before: null, after: 'true' }],
        blocks: [
          { key: 'a1b2c3d4', type: 'product-grid', status: 'moved' as const, from: 2, to: 1, fields: [] },
          { key: 'b1b2c3d4', type: 'text', status: 'removed' as const, from: 3, fields: [] },
        ],
      }],
      files: [{ file: 'site.json', status: 'changed' as const, fields: [{ path: ['info', 'phone'], before: '01', after: '' }] }],
    };
    expect(describeDiff(diff, 'en')).toEqual([
      { title: 'Page “Christmas” added', groups: [
        { title: 'Page settings', lines: ['Show in menu: “true” added'] },
        { title: '“Product grid” block moved from position 2 to position 1', lines: [] },
        { title: '“Text” block removed (position 3)', lines: [] },
      ] },
      { title: 'File “site.json”', groups: [{ title: '', lines: ['Info › Phone: “01” becomes “(empty)”'] }] },
    ]);
  });
});

describe('fieldSentence and fieldWords', () => {
  it('strips markup and cuts a long text, leaves nested block keys out of the path', () => {
    expect(fieldSentence({ path: ['html', 'fr'], before: '<p>Bonjour <b>à tous</b></p>', after: null }, 'fr')).toBe('Html (français) : « Bonjour à tous » retiré');
    expect(fieldWords(['items', '#k9x8y7z6', 'subtitle', 'en'], 'en')).toBe('Items › Subtitle (English)');
    expect(fieldSentence({ path: ['text'], before: null, after: 'x'.repeat(300) }, 'en')).toMatch(/^Text: “x{119}…” added$/);
  });
});
