import type { KeywordDefinition } from 'ajv';

/**
 * `x-spellings: { percent: 'PERCENT' }` on a string schema: a value spelled as a key is accepted
 * (the schema's `enum` lists it too) and rewritten to its one spelling while the document is
 * validated. Validation is the configuration's edge (validateDocument works on a copy), so the
 * store, the API and every rule see one spelling only; the file keeps the author's.
 */
export const spellingsKeyword: KeywordDefinition = {
  keyword: 'x-spellings',
  modifying: true,
  schemaType: 'object',
  validate(aliases: Record<string, string>, data: unknown, _schema?: unknown, context?: { parentData: unknown; parentDataProperty: string | number }) {
    if (typeof data !== 'string' || !Object.hasOwn(aliases, data) || !context) return true;
    const parent = context.parentData as Record<string | number, unknown> | undefined;
    if (parent && typeof parent === 'object') parent[context.parentDataProperty] = aliases[data];
    return true;
  },
};
