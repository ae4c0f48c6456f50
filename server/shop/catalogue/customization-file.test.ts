import { describe, expect, it } from 'vitest';
import type { Customization } from '../../../schemas/catalogue/customizations.schema.ts';
import { customizationFileError } from './customization-file.ts';

const label = { fr: 'Étiquette', en: 'Label' };
const upload: Customization = {
  id: 3, idProducts: [1],
  customization: {
    id: 3, type: 'SIMPLE', inputType: 'FILE', label, costType: 'EURO', amount: 4,
    customizationValues: [], accept: ['.png', 'image/jpeg'], maxSize: 1024 * 1024,
  },
};

describe('customizationFileError', () => {
  it('accepts a listed extension or MIME type within the size', () => {
    expect(customizationFileError(upload, { name: 'logo.PNG', type: 'image/png', size: 2000 }, 'en')).toBeNull();
    expect(customizationFileError(upload, { name: 'photo', type: 'image/jpeg', size: 2000 }, 'en')).toBeNull();
  });

  it('refuses another type and a too large file', () => {
    expect(customizationFileError(upload, { name: 'a.pdf', type: 'application/pdf', size: 10 }, 'en')).toBe(
      'This type of file is not accepted (accepted: .png, image/jpeg)',
    );
    expect(customizationFileError(upload, { name: 'a.png', type: 'image/png', size: 2 * 1024 * 1024 }, 'fr_FR')).toBe(
      'Le fichier dépasse la taille maximale de 1 MB',
    );
  });

  it('refuses a file for a text customization', () => {
    const text = { ...upload, customization: { ...upload.customization, inputType: 'TEXT' as const } };
    expect(customizationFileError(text, { name: 'a.png', type: 'image/png', size: 1 }, 'en')).toBe('This customization does not take a file');
  });
});
