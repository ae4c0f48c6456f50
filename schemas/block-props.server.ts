import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TSchema } from '@sinclair/typebox';
import type { ValidateFunction } from 'ajv';
import { ajv } from './ajv.ts';
import { formatErrors } from './format-errors.ts';
import type { ValidationError } from './format-errors.ts';
import { resolveLocalized } from './localized.ts';

/** Block type → compiled validator of its props (after Localized resolution). */
export type BlockPropsValidators = Map<string, ValidateFunction>;

const pascal = (type: string) => type.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/**
 * Loads the props schema of every block of `blocksDir`: `blocks/<type>/<type>.schema.ts`, export
 * `<PascalType>Schema` (e.g. `card-grid` → `CardGridSchema`). Schema files hold no React code.
 */
export async function loadBlockPropSchemas(blocksDir: string): Promise<Map<string, TSchema>> {
  const schemas = new Map<string, TSchema>();
  if (!existsSync(blocksDir)) return schemas;
  for (const entry of readdirSync(blocksDir, { withFileTypes: true })) {
    const file = join(blocksDir, entry.name, `${entry.name}.schema.ts`);
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const schema = module[`${pascal(entry.name)}Schema`] as TSchema | undefined;
    if (schema) schemas.set(entry.name, schema);
  }
  return schemas;
}

/** The compiled props validator of every block of `blocksDir` (see loadBlockPropSchemas). */
export async function loadBlockPropsValidators(blocksDir: string): Promise<BlockPropsValidators> {
  const schemas = await loadBlockPropSchemas(blocksDir);
  return new Map([...schemas].map(([type, schema]) => [type, ajv.compile(schema)]));
}

/** The block types registered in `blocks/registry.ts` (its keys; the values are lazy imports). */
export async function loadRegisteredBlockTypes(): Promise<string[]> {
  const { blockRegistry } = await import('../blocks/registry.ts');
  return Object.keys(blockRegistry);
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
  const byLang = (['fr', 'en'] as const).map((lang) => {
    if (!validate) return [];
    const props = structuredClone(resolveLocalized(block.props, lang));
    return validate(props) ? [] : formatErrors(validate.errors).map((e) => ({ ...e, lang }));
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
 * schema. Blocks of a type without a schema are skipped: checkBlockTypes reports unknown types.
 */
export function checkBlockProps(document: { config: { layout: BlockLike[] } }, validators: BlockPropsValidators): ValidationError[] {
  return document.config.layout.flatMap((block, index) => checkBlock(block, `/config/layout/${index}`, validators));
}
