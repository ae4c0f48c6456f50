import type { TSchema } from '@sinclair/typebox';
import type { ValidateFunction } from 'ajv';
import { ajv } from './ajv.ts';
import { formatErrors } from '../errors/format-errors.ts';
import type { ValidationError } from '../errors/format-errors.ts';
import { isLocalized, resolveLocalized } from '../localized.ts';
import { normalizeImagesIn } from './normalize-image.ts';

/** Block type → compiled validator of its props (after Localized resolution). */
export type BlockPropsValidators = Map<string, ValidateFunction>;

/**
 * Compiles the props schema of each block type (from the blocks' server parts, loaded by
 * host/block-server/block-checks.server.ts: schemas/ does not import blocks/).
 */
export function compileBlockPropsValidators(schemas: Iterable<readonly [string, TSchema]>): BlockPropsValidators {
  const validators: BlockPropsValidators = new Map();
  for (const [type, schema] of schemas) validators.set(type, ajv.compile(schema));
  return validators;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Copies into the configured props what validation added to their resolved copy: the schema
 * defaults. A Localized `{ fr, en }` value is the configured value itself and is left alone.
 */
function copyDefaults(raw: unknown, resolved: unknown): void {
  if (isLocalized(raw)) return;
  if (Array.isArray(raw) && Array.isArray(resolved)) raw.forEach((item, index) => copyDefaults(item, resolved[index]));
  else if (isRecord(raw) && isRecord(resolved)) {
    for (const [key, value] of Object.entries(resolved)) {
      if (key in raw) copyDefaults(raw[key], value);
      else raw[key] = structuredClone(value);
    }
  }
}

interface BlockLike {
  type: string;
  props: object;
  slots?: Record<string, BlockLike[]>;
}

/** Whether the raw (unresolved) prop at `pointer` is a Localized `{ fr, en }` object. */
function isLocalizedAt(props: object, pointer: string): boolean {
  let node: unknown = props;
  for (const segment of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return typeof node === 'object' && node !== null && 'fr' in node && 'en' in node;
}

function checkBlock(block: BlockLike, pointer: string, validators: BlockPropsValidators): ValidationError[] {
  const validate = validators.get(block.type);
  // Images spelled as the spec spells them, rewritten before the props are resolved per language (decision 0061).
  normalizeImagesIn(block.props);
  const byLang = (['fr', 'en'] as const).map((lang) => {
    if (!validate) return [];
    const props = resolveLocalized(block.props, lang);
    if (!validate(props)) return formatErrors(validate.errors).map((e) => ({ ...e, lang }));
    copyDefaults(block.props, props);
    return [];
  });
  const errors = new Map<string, ValidationError>();
  for (const error of byLang.flat()) {
    const key = `${error.pointer}\u0000${error.message}`;
    const both = byLang.every((list) => list.some((e) => `${e.pointer}\u0000${e.message}` === key));
    const { lang, ...rest } = error;
    const inLang = !both && isLocalizedAt(block.props, error.pointer) ? `/${lang}` : '';
    errors.set(both ? key : `${key}${lang}`, {
      ...rest,
      pointer: `${pointer}/props${error.pointer}${inLang}`,
      message: both ? error.message : `${error.message} (in ${lang === 'fr' ? 'French' : 'English'})`,
    });
  }
  const nested = Object.entries(block.slots ?? {}).flatMap(([name, blocks]) =>
    blocks.flatMap((child, index) => checkBlock(child, `${pointer}/slots/${name}/${index}`, validators)),
  );
  return [...errors.values(), ...nested];
}

/**
 * Checks the props of every block of a component config, in both languages, against its block
 * schema, and fills the schema defaults into the props (the document is changed: pass a copy).
 * Blocks of a type without a schema are skipped: checkBlockTypes reports unknown types.
 */
export function checkBlockProps(document: { config: { layout: BlockLike[] } }, validators: BlockPropsValidators): ValidationError[] {
  return document.config.layout.flatMap((block, index) => checkBlock(block, `/config/layout/${index}`, validators));
}
