/**
 * An element id for one part of a field (`input`, `help`, `error`…), unique in the page: the
 * form's prefix and the pointer with every character other than a letter or digit spelt as its
 * code, so `/a_b` and `/a/b` never meet.
 */
export function fieldId(prefix: string, pointer: string, part: string): string {
  const safe = pointer.replace(/[^A-Za-z0-9]/g, (c) => `_${c.charCodeAt(0).toString(16)}`);
  return `${prefix}${safe}-${part}`;
}
