import { describe, expect, it } from 'vitest';
import { isDarkColor, parseColor } from './is-dark-color.ts';

describe('isDarkColor', () => {
  it('finds black and navy dark, white and yellow light', () => {
    expect(isDarkColor('#000000')).toBe(true);
    expect(isDarkColor('#1a237e')).toBe(true);
    expect(isDarkColor('#ffffff')).toBe(false);
    expect(isDarkColor('#ffeb3b')).toBe(false);
  });
  it('uses the threshold 128', () => {
    expect(isDarkColor('#7f7f7f')).toBe(true);
    expect(isDarkColor('#808080')).toBe(false);
  });
  it('reads short hex, alpha hex and rgb()', () => {
    expect(isDarkColor('#FFF')).toBe(false);
    expect(isDarkColor('#000c')).toBe(true);
    expect(isDarkColor('rgb(20, 20, 20)')).toBe(true);
    expect(isDarkColor('rgba(250,250,250,0.5)')).toBe(false);
  });
  it('rejects what it cannot read', () => {
    expect(() => isDarkColor('tomato')).toThrow('Not a hex or rgb() colour: "tomato"');
    expect(parseColor('#12')).toBeNull();
    expect(parseColor('rgb(300, 0, 0)')).toBeNull();
  });
});
