import { cssFontFamily } from './css-font-family.ts';
import { cssColor, cssFontWeight } from './css-color.ts';
import { parameterNumber, type ParameterList } from './parameter-value.ts';
import { themeDefaults } from './theme-defaults.ts';

/** The part of a site font (§3 Site info fonts) the theme reads. */
export type FontStyleLike = {
  readonly type: string;
  readonly family: string;
  readonly color?: string | null;
  readonly size?: number | string | null;
  readonly weight?: number | string | null;
};

const roles = [
  { type: 'TITLE', sizeKey: 'TITLE_FONT_SIZE', size: themeDefaults.TITLE_FONT_SIZE, weight: '700' },
  { type: 'CONTENT', sizeKey: 'CONTENT_FONT_SIZE', size: themeDefaults.CONTENT_FONT_SIZE, weight: '400' },
  { type: 'MENU', sizeKey: 'MENU_FONT_SIZE', size: themeDefaults.MENU_FONT_SIZE, weight: '600' },
] as const;

function positiveNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
}

/**
 * `--font-{title,content,menu}-{family,size,weight,color}`: the site info font of that type when
 * it sets a value, else the size parameter (§9 defaults 16/12/14) and the page font colour.
 */
export function fontProperties(
  parameters: ParameterList,
  fonts: readonly FontStyleLike[],
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const role of roles) {
    const font = fonts.find((candidate) => candidate.type.toUpperCase() === role.type);
    const prefix = `--font-${role.type.toLowerCase()}`;
    result[`${prefix}-family`] = cssFontFamily(font?.family ?? '');
    const size = positiveNumber(font?.size) ?? parameterNumber(parameters, role.sizeKey, role.size);
    result[`${prefix}-size`] = `${size}px`;
    result[`${prefix}-weight`] = cssFontWeight(font?.weight) ?? role.weight;
    const fallbackColor = role.type === 'MENU' ? 'var(--color-menu-font)' : 'var(--color-font)';
    result[`${prefix}-color`] = font?.color ? cssColor(font.color, fallbackColor) : fallbackColor;
  }
  return result;
}
