import { describe, expect, it } from 'vitest';
import { themeCss } from './theme-css.ts';
import { isDarkTheme } from './is-dark-theme.ts';

function property(css: string, name: string): string | undefined {
  return css.match(new RegExp(`${name}:([^;}]*)`))?.[1];
}

describe('themeCss', () => {
  it('fills the §9 defaults when the parameters are missing', () => {
    const css = themeCss([], {});
    expect(css.startsWith(':root{color-scheme:light;')).toBe(true);
    expect(property(css, '--logo-height')).toBe('90px');
    expect(property(css, '--logo-footer-height')).toBe('100px');
    expect(property(css, '--logo-mobile-height')).toBe('100px');
    expect(property(css, '--logo-margin-top')).toBe('25px');
    expect(property(css, '--submenu-width')).toBe('250px');
    expect(property(css, '--menu-icon-size')).toBe('12px');
    expect(property(css, '--font-menu-size')).toBe('14px');
    expect(property(css, '--font-title-size')).toBe('16px');
    expect(property(css, '--font-content-size')).toBe('12px');
    expect(property(css, '--detail-page-top-margin')).toBe('28px');
    expect(property(css, '--menu-justify')).toBe('flex-start');
    expect(property(css, '--color-background')).toBe('#ffffff');
  });

  it('emits the breakpoints of §9', () => {
    const css = themeCss([], {});
    expect(property(css, '--breakpoint-default')).toBe('320px');
    expect(property(css, '--breakpoint-sm')).toBe('768px');
    expect(property(css, '--breakpoint-md')).toBe('996px');
    expect(property(css, '--breakpoint-4k')).toBe('1921px');
  });

  it('applies the site parameters', () => {
    const css = themeCss(
      [
        { type: 'PRIMARY_COLOR', value: '#ffcc00' },
        { type: 'LOGO_POSITION', value: 'CENTER' },
        { type: 'MENU_ALIGNMENT', value: 'RIGHT' },
        { type: 'SUBMENU_SHADOW', value: false },
        { type: 'FIXED_MENU', value: true },
        { type: 'SUBMENU_WIDTH', value: '320' },
      ],
      {},
    );
    expect(property(css, '--color-primary')).toBe('#ffcc00');
    expect(property(css, '--color-on-primary')).toBe('#111418');
    expect(property(css, '--logo-justify')).toBe('center');
    expect(property(css, '--menu-justify')).toBe('flex-end');
    expect(property(css, '--submenu-shadow')).toBe('none');
    expect(property(css, '--header-position')).toBe('sticky');
    expect(property(css, '--submenu-width')).toBe('320px');
    expect(property(css, '--menu-hover-style')).toBe('underline');
    expect(property(css, '--mobile-menu-position')).toBe('bottom');
  });

  it('takes family, size, weight and colour from the site info fonts', () => {
    const css = themeCss([{ type: 'TITLE_FONT_SIZE', value: 20 }], {
      fonts: [
        { type: 'TITLE', family: 'Playfair Display', size: null, weight: 700, color: '#222222' },
        { type: 'MENU', family: 'Montserrat', size: 15, weight: 'bold' },
      ],
    });
    expect(property(css, '--font-title-family')).toMatch(/^"Playfair Display", system-ui/);
    expect(property(css, '--font-title-size')).toBe('20px');
    expect(property(css, '--font-title-color')).toBe('#222222');
    expect(property(css, '--font-menu-size')).toBe('15px');
    expect(property(css, '--font-menu-weight')).toBe('bold');
    expect(property(css, '--font-content-family')).toMatch(/^system-ui/);
  });

  it('switches to the dark theme on a dark background or on DARK_THEME', () => {
    const darkBackground = [{ type: 'BACKGROUND_COLOR', value: '#101010' }];
    expect(isDarkTheme(darkBackground)).toBe(true);
    expect(themeCss(darkBackground, {})).toContain('color-scheme:dark');
    expect(isDarkTheme([{ type: 'BACKGROUND_COLOR', value: '#f0f0f0' }])).toBe(false);
    const flagged = themeCss([{ type: 'DARK_THEME', value: true }], {});
    expect(flagged).toContain('color-scheme:dark');
    expect(property(flagged, '--color-background')).toBe('#121417');
  });

  it('rejects values that would inject CSS', () => {
    const css = themeCss([{ type: 'FONT_COLOR', value: 'red;}body{display:none' }], {});
    expect(property(css, '--color-font')).toBe('#1f2933');
    expect(css).not.toContain('display:none');
  });
});

describe('themeCss with served site info', () => {
  it('ignores malformed font entries and measures only parseable colours', () => {
    const css = themeCss([{ type: 'BACKGROUND_COLOR', value: 'black' }], {
      fonts: [null, 'Arial', { type: 'TITLE' }, { type: 'CONTENT', family: 'Lato', size: '13' }],
    });
    expect(property(css, '--color-background')).toBe('black');
    expect(property(css, '--font-content-size')).toBe('13px');
    expect(property(css, '--font-title-family')).toMatch(/^system-ui/);
  });
});
