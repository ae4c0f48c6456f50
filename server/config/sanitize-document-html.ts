import type { TSchema } from '@sinclair/typebox';
import { documentKinds, isLocalized, isParameterKey, parameterKeys, type DocumentKindName, type ParameterKeySpec } from '../../schemas/index.ts';
import { mapHtmlValues } from './map-html-values.ts';
import { sanitizeConfigHtml, sanitizeConfigHtmlWithScripts } from './sanitize-config-html.ts';

interface BlockLike {
  type: string;
  props: object;
  slots?: Record<string, BlockLike[]>;
}

/** A string or a Localized `{ fr, en }` with `edit` applied to each language; anything else as is. */
function editText(value: unknown, edit: (html: string) => string): unknown {
  if (typeof value === 'string') return edit(value);
  if (isLocalized(value)) return { fr: edit(value.fr), en: edit(value.en) };
  return value;
}

/** Parameters whose key is HTML (ParameterKeySpec.html): legal texts, END_OF_BODY_HTML. */
function sanitizeParameters(document: { parameters: { type: string; value: unknown }[] }) {
  return {
    ...document,
    parameters: document.parameters.map((parameter) => {
      const spec: ParameterKeySpec | undefined = isParameterKey(parameter.type) ? parameterKeys[parameter.type] : undefined;
      const mode = spec?.html;
      if (!mode) return parameter;
      return { ...parameter, value: editText(parameter.value, mode === 'with-scripts' ? sanitizeConfigHtmlWithScripts : sanitizeConfigHtml) };
    }),
  };
}

/** Each block's props through its own schema, nested slots included. */
function sanitizeBlocks(blocks: BlockLike[], schemas: ReadonlyMap<string, TSchema>): BlockLike[] {
  return blocks.map((block) => ({
    ...block,
    props: mapHtmlValues(schemas.get(block.type), block.props, sanitizeConfigHtml),
    ...(block.slots
      ? { slots: Object.fromEntries(Object.entries(block.slots).map(([name, nested]) => [name, sanitizeBlocks(nested, schemas)])) }
      : {}),
  }));
}

/**
 * A valid configuration document with every HTML value sanitized (sanitizeConfigHtml), both
 * languages: the values its kind's schema marks as HTML (content bodies, popups, elements), the
 * HTML props of each block by its block schema, and the HTML parameters. Called once per document
 * when the store loads it, so the API serves clean HTML and the browser needs no sanitizer.
 */
export function sanitizeDocumentHtml<T>(kind: DocumentKindName, document: T, blockSchemas: ReadonlyMap<string, TSchema>): T {
  if (kind === 'parameters') return sanitizeParameters(document as never) as T;
  const clean = mapHtmlValues(documentKinds[kind].schema, document, sanitizeConfigHtml);
  if (kind !== 'component') return clean;
  const component = clean as { config: { layout: BlockLike[] } };
  return { ...component, config: { ...component.config, layout: sanitizeBlocks(component.config.layout, blockSchemas) } } as T;
}
