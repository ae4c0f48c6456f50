import { describe, expect, it } from 'vitest';
import { loadBlockFields } from './block-fields.server.ts';

describe('loadBlockFields', () => {
  it("answers the hero's form: its title in both languages, its background picture and its button", async () => {
    const fields = await loadBlockFields('hero');
    expect(fields.map((f) => [f.pointer, f.label.fr, f.label.en, f.widget, f.required])).toEqual([
      ['/variant', 'Mise en page', 'Layout', 'choice', false],
      ['/title', 'Titre', 'Title', 'localized-text', true],
      ['/subtitle', 'Sous-titre', 'Subtitle', 'localized-text', false],
      ['/image', 'Image de fond', 'Background picture', 'image', false],
      ['/cta', 'Bouton', 'Button', 'group', false],
    ]);
    expect(fields[4]!.children!.map((f) => [f.pointer, f.widget, f.required])).toEqual([
      ['/cta/label', 'localized-text', true],
      ['/cta/href', 'link', true],
    ]);
  });

  it('labels each value of a choice in both languages', async () => {
    const [columns] = (await loadBlockFields('card-grid')).filter((f) => f.name === 'columns');
    expect(columns?.choices).toEqual([
      { value: 2, label: { fr: '2 colonnes', en: '2 columns' } },
      { value: 3, label: { fr: '3 colonnes', en: '3 columns' } },
      { value: 4, label: { fr: '4 colonnes', en: '4 columns' } },
    ]);
  });

  it('refuses an unknown block type', async () => {
    await expect(loadBlockFields('quote')).rejects.toThrow('unknown block type "quote"');
  });
});
