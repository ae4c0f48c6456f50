import { describe, expect, it } from 'vitest';
import { formatOfExtension, negotiateFormat, requestedWidth } from './image-format.ts';

describe('requestedWidth', () => {
  it('reads a ladder width, nothing without tr, and refuses any other width', () => {
    expect(requestedWidth('w-640')).toBe(640);
    expect(requestedWidth(undefined)).toBeNull();
    expect(requestedWidth('w-641')).toBeUndefined();
    expect(requestedWidth('w-99999')).toBeUndefined();
    expect(requestedWidth('h-640')).toBeUndefined();
  });
});

describe('negotiateFormat', () => {
  it('offers AVIF-or-WebP to Chrome and Firefox, WebP to a WebP-only browser, the asked format otherwise', () => {
    expect(negotiateFormat('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'jpeg')).toBe('avifOrWebp');
    expect(negotiateFormat('image/webp,*/*', 'jpeg')).toBe('webp');
    expect(negotiateFormat('*/*', 'jpeg')).toBe('jpeg');
    expect(negotiateFormat(null, 'png')).toBe('png');
    expect(negotiateFormat('image/avif;q=0, image/webp', 'jpeg')).toBe('webp');
  });
  it('names the formats of extensions', () => {
    expect(formatOfExtension('JPG')).toBe('jpeg');
    expect(formatOfExtension('svg')).toBeNull();
  });
});
