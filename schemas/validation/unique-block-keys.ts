import type { ValidationError } from '../errors/format-errors.ts';

interface KeyedLike {
  key: string;
  slots?: Record<string, KeyedLike[]>;
}

/**
 * Block keys are unique within a layout, slots included: each repetition is reported at its
 * `key`, naming where the key first appears (a block copied with its key needs a new one).
 */
export function uniqueBlockKeys(layout: readonly KeyedLike[], base = '/config/layout'): ValidationError[] {
  const seen = new Map<string, string>();
  const errors: ValidationError[] = [];
  const walk = (blocks: readonly KeyedLike[], pointer: string) => {
    blocks.forEach((block, index) => {
      const at = `${pointer}/${index}`;
      const first = seen.get(block.key);
      if (first === undefined) seen.set(block.key, at);
      else errors.push({ pointer: `${at}/key`, message: `duplicate block key "${block.key}" (also at ${first}): give this block a key of its own` });
      for (const [name, children] of Object.entries(block.slots ?? {})) walk(children, `${at}/slots/${name}`);
    });
  };
  walk(layout, base);
  return errors;
}
