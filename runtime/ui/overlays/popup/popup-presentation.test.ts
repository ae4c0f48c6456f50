import { describe, expect, it } from 'vitest';
import { popupPresentation } from './popup-presentation.ts';

describe('popupPresentation', () => {
  it('shows an announcement as a bar on a shop page, never a modal that blocks shopping', () => {
    expect(popupPresentation({}, true)).toBe('bar');
    expect(popupPresentation({ display: 'AUTO' }, true)).toBe('bar');
  });

  it('keeps the modal dialog on content pages by default', () => {
    expect(popupPresentation({}, false)).toBe('modal');
  });

  it('follows the site owner’s explicit choice on every page', () => {
    expect(popupPresentation({ display: 'MODAL' }, true)).toBe('modal');
    expect(popupPresentation({ display: 'BAR' }, false)).toBe('bar');
  });
});
