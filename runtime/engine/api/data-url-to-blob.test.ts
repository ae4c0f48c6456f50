import { describe, expect, it } from 'vitest';
import { dataUrlToBlob, isDataUrl } from './data-url-to-blob.ts';

describe('dataUrlToBlob', () => {
  it('decodes a base64 image', async () => {
    const blob = dataUrlToBlob(`data:image/png;base64,${btoa('PNGDATA')}`);
    expect(blob.type).toBe('image/png');
    expect(await blob.text()).toBe('PNGDATA');
  });
  it('decodes a percent-encoded SVG', async () => {
    const blob = dataUrlToBlob('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E');
    expect(blob.type).toBe('image/svg+xml');
    expect(await blob.text()).toBe('<svg/>');
  });
  it('rejects what is not a data URL', () => {
    expect(() => dataUrlToBlob('/media/logo.png')).toThrow('expects a "data:" URL');
    expect(() => dataUrlToBlob('data:image/png;base64,@@@')).toThrow('invalid base64');
  });
  it('recognises data URLs', () => {
    expect(isDataUrl('data:image/png;base64,AAAA')).toBe(true);
    expect(isDataUrl('https://example.com/a.png')).toBe(false);
  });
});
