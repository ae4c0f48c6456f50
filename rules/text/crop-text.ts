/** Default number of visible characters before cropping (§9). */
export const DEFAULT_CROP_LENGTH = 120;

/**
 * Crops a text to at most `max` characters (code points) before an ellipsis, on a word
 * boundary when the text has one in the kept part (§9). `-1` means no limit.
 */
export function cropText(text: string, max: number = DEFAULT_CROP_LENGTH): string {
  if (typeof text !== 'string') throw new TypeError(`cropText expects a string, got ${typeof text}`);
  if (max === -1) return text;
  if (!Number.isInteger(max) || max < 1) {
    throw new RangeError(`The crop length must be -1 or a positive integer, got ${String(max)}`);
  }
  const chars = [...text];
  if (chars.length <= max) return text;
  const kept = chars.slice(0, max).join('');
  const nextIsBreak = /\s/.test(chars[max] ?? '');
  const boundary = kept.search(/\s\S*$/);
  const cut = nextIsBreak || boundary <= 0 ? kept : kept.slice(0, boundary);
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`;
}
