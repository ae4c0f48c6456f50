import { describe, expect, it } from 'vitest';
import { fontStyleFromFileName, fontWeightFromFileName } from './font-weight-from-file-name.ts';

describe('fontWeightFromFileName', () => {
  it.each([
    ['Montserrat-Thin.woff2', 100],
    ['Montserrat-ExtraLight.woff2', 200],
    ['montserrat_ultra-light.ttf', 200],
    ['Montserrat-Light.woff2', 300],
    ['Montserrat-Regular.woff2', 400],
    ['Montserrat-Medium.woff2', 500],
    ['Montserrat-SemiBold.woff2', 600],
    ['Montserrat-DemiBold.otf', 600],
    ['Montserrat-Bold.woff2', 700],
    ['Montserrat-ExtraBold.woff2', 800],
    ['Montserrat-Black.woff2', 900],
    ['Lato-Heavy.ttf', 900],
    ['Montserrat-BoldItalic.woff2', 700],
    ['inter-600.woff2', 600],
    ['fonts/Playfair/PlayfairDisplay.woff2', 400],
  ])('reads %s as %i', (file, weight) => {
    expect(fontWeightFromFileName(file)).toBe(weight);
  });
});

describe('fontStyleFromFileName', () => {
  it('detects italic files', () => {
    expect(fontStyleFromFileName('Lora-BoldItalic.woff2')).toBe('italic');
    expect(fontStyleFromFileName('Lora-Bold.woff2')).toBe('normal');
  });
});
