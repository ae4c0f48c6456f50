import { describe, expect, it } from 'vitest';
import { stuckHeaderOffset } from './stuck-header-offset.ts';

describe('stuckHeaderOffset', () => {
  it('keeps only the menu band when the menu sits under the logo', () => {
    expect(stuckHeaderOffset({ logoTop: 36, logoBottom: 180, menuTop: 180 })).toBe(180);
  });
  it('keeps the logo row when the menu is beside the logo', () => {
    expect(stuckHeaderOffset({ logoTop: 36.4, logoBottom: 128, menuTop: 60 })).toBe(36.4);
  });
  it('keeps the logo row on a phone, where the menu is no band', () => {
    expect(stuckHeaderOffset({ logoTop: 29, logoBottom: 93, menuTop: null })).toBe(29);
  });
  it('never slides down', () => {
    expect(stuckHeaderOffset({ logoTop: -4, logoBottom: 60, menuTop: null })).toBe(0);
  });
});
