import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { sameSitePath } from '../../rules/web/same-site-path.ts';
import { fieldKeywords } from '../blocks/field-keywords.ts';
import { spellingsKeyword } from './spellings-keyword.ts';
import { imageSpellingKeyword } from './image-spelling-keyword.ts';

// ajv-formats is CommonJS; its default export is the plugin function under Node and Vite alike.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

/**
 * The ONE Ajv instance (JSON Schema 2020-12): configuration documents, block props, the API's
 * request bodies, query strings and path parameters (server/http/validate.ts), and the API's
 * answers the runtime checks (schemas/api, schemas/validation/validate-served.ts) compile on it.
 * `verbose` keeps the failing schema on each error so messages can list allowed names;
 * `useDefaults` fills optional properties that declare a `default` (validateDocument works on a copy).
 * The block props schemas' form annotations (`x-label`, `x-help`, `x-widget`, `x-choices`) are
 * declared keywords: strict mode refuses any other unknown keyword.
 */
export const ajv = new Ajv2020({
  allErrors: true,
  verbose: true,
  useDefaults: true,
  strict: true,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
});
addFormats(ajv);
/** `format: 'site-path'`: a path of this site as a redirect may carry it, by the one rule (rules/web/same-site-path.ts). */
ajv.addFormat('site-path', { type: 'string', validate: (text: string) => sameSitePath(text) === text });
for (const keyword of fieldKeywords) ajv.addKeyword(keyword);
/** `x-spellings`: the spec's other spellings of a value, rewritten to one while a document is validated. */
ajv.addKeyword(spellingsKeyword);
/** `x-image`: an image in the spec's spelling `{ name, url, externalPath }`, rewritten to `{ src, alt, width, height }` (decision 0061). */
ajv.addKeyword(imageSpellingKeyword);
/** `x-refusal`: the request's own bilingual 400 for a value that breaks the schema (server/http/validate.ts `check`). */
ajv.addKeyword({ keyword: 'x-refusal', schemaType: 'object' });
