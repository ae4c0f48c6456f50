import type { KeywordDefinition } from 'ajv';
import { normalizeImageInPlace } from './normalize-image.ts';

/**
 * `x-image: true` on an image schema: an image spelled as the spec spells it (`{ name, url,
 * externalPath }`) is rewritten in place to `{ src, alt, width, height }` before the schema's own
 * keywords check it (an untyped keyword runs first), so errors speak of today's fields and the
 * store, the API and every rule see one shape (decision 0061). Validation works on a copy: the
 * file keeps the author's spelling.
 */
export const imageSpellingKeyword: KeywordDefinition = {
  keyword: 'x-image',
  modifying: true,
  schemaType: 'boolean',
  validate(enabled: boolean, data: unknown) {
    if (enabled) normalizeImageInPlace(data);
    return true;
  },
};
