/**
 * The CSS font weight a font file's name announces (`Montserrat-SemiBold.woff2` → 600).
 * Compound names are tested before their parts (extrabold before bold); default 400.
 */
const WEIGHTS: readonly (readonly [RegExp, number])[] = [
  [/(extra|ultra)[-_ ]?light/, 200],
  [/(semi|demi)[-_ ]?bold/, 600],
  [/(extra|ultra)[-_ ]?bold/, 800],
  [/thin|hairline/, 100],
  [/light/, 300],
  [/medium/, 500],
  [/bold/, 700],
  [/black|heavy/, 900],
  [/regular|normal|book/, 400],
];

export function fontWeightFromFileName(fileName: string): number {
  const base = fileName.split('/').pop() ?? fileName;
  const name = base.replace(/\.[a-z0-9]+$/i, '').toLowerCase();
  const numeric = name.match(/(?:^|[-_ ])([1-9]00)(?:$|[-_ ]|italic)/);
  if (numeric?.[1]) return Number(numeric[1]);
  for (const [pattern, weight] of WEIGHTS) {
    if (pattern.test(name)) return weight;
  }
  return 400;
}

/** 'italic' when the file name says so, 'normal' otherwise. */
export function fontStyleFromFileName(fileName: string): 'italic' | 'normal' {
  return /italic|oblique/i.test(fileName) ? 'italic' : 'normal';
}
