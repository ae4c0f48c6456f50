import { describe, expect, it } from 'vitest';
import { shellOptions } from './shell-options.ts';

describe('shellOptions', () => {
  it('uses the §9 defaults when nothing is set', () => {
    expect(shellOptions([])).toMatchObject({
      dark: false,
      fixedMenu: false,
      topOfPageButton: true,
      smallLanguageMenu: true,
      mobileMenuPosition: 'BOTTOM',
      hoverStyle: 'UNDERLINE',
      submenuAlignment: 'LEFT',
      showAddressInFooter: false,
    });
  });
  it('reads the configured switches', () => {
    const options = shellOptions([
      { type: 'FIXED_MENU', value: true },
      { type: 'MOBILE_MENU_POSITION', value: 'TOP' },
      { type: 'MENU_HOVER_STYLE', value: 'BACKGROUND' },
      { type: 'BACKGROUND_COLOR', value: '#000000' },
      { type: 'TOP_OF_PAGE_BUTTON', value: false },
    ]);
    expect(options).toMatchObject({ fixedMenu: true, mobileMenuPosition: 'TOP', hoverStyle: 'BACKGROUND', dark: true, topOfPageButton: false });
  });
});
