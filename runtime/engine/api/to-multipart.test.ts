import { describe, expect, it } from 'vitest';
import { toMultipart } from './to-multipart.ts';

describe('toMultipart', () => {
  it('sends objects as JSON strings and scalars as text', () => {
    const form = toMultipart({ type: 'MAIN_CART', quantity: 6, customizations: [{ idCustomization: 1, answer: 'Léa' }], x: null });
    expect(form.get('type')).toBe('MAIN_CART');
    expect(form.get('quantity')).toBe('6');
    expect(form.get('customizations')).toBe('[{"idCustomization":1,"answer":"Léa"}]');
    expect(form.has('x')).toBe(false);
  });
  it('puts several files under images', () => {
    const form = toMultipart({}, [new File(['a'], 'a.png', { type: 'image/png' }), new Blob(['b'], { type: 'image/jpeg' })]);
    const files = form.getAll('images') as File[];
    expect(files).toHaveLength(2);
    expect(files[0]?.name).toBe('a.png');
    expect(files[1]?.name).toBe('file-2.jpg');
  });
  it('puts a single file under image', () => {
    const form = toMultipart({}, new File(['a'], 'logo.svg', { type: 'image/svg+xml' }));
    expect((form.get('image') as File).name).toBe('logo.svg');
    expect(form.has('images')).toBe(false);
  });
  it('uses another key when given', () => {
    const form = toMultipart({}, [new Blob(['x'])], { fileKey: 'files' });
    expect(form.getAll('files')).toHaveLength(1);
  });
  it('converts a data-URL image to a blob', async () => {
    const form = toMultipart({}, `data:image/png;base64,${btoa('IMG')}`);
    const file = form.get('image') as File;
    expect(file.type).toBe('image/png');
    expect(await file.text()).toBe('IMG');
  });
  it('rejects a string that is not a data URL', () => {
    expect(() => toMultipart({}, 'photo.png')).toThrow('must be a data URL');
  });
});
