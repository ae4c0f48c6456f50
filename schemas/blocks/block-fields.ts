import { WIDGET_TYPES } from './field-keywords.ts';
import type { Widget } from './field-keywords.ts';
import { literalValues, widgetOf } from './widget-of.ts';
import type { TextPair } from '../../rules/text/pick-text.ts';

type Schema = Record<string, unknown>;

/** The limits a form checks as the owner types (the validator checks them again on save). */
export interface FieldConstraints {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
}

const CONSTRAINTS = [
  'minLength', 'maxLength', 'pattern', 'format', 'minimum', 'maximum', 'exclusiveMinimum',
  'exclusiveMaximum', 'multipleOf', 'minItems', 'maxItems', 'uniqueItems',
] as const;

/** One value of a choice and its labels. */
export interface FieldChoice {
  value: string | number | boolean;
  label: TextPair;
}

/**
 * One field of a block's form. `pointer` is the JSON pointer of the value in the block's props,
 * `*` standing for any index of a list (`/cards/*\/title`); `children` are an object's props in
 * the schema's order, or the one item of a list (named `*`).
 */
export interface BlockField {
  name: string;
  pointer: string;
  label: TextPair;
  help: TextPair;
  widget: Widget;
  required: boolean;
  constraints: FieldConstraints;
  default?: unknown;
  choices?: FieldChoice[];
  children?: BlockField[];
}

/** What a block schema lacks for its form: the prop's pointer and what is missing. */
export interface FieldProblem {
  pointer: string;
  problem: string;
}

const isTextPair = (value: unknown): value is TextPair =>
  typeof value === 'object' && value !== null && typeof (value as TextPair).fr === 'string' && (value as TextPair).fr.trim() !== ''
  && typeof (value as TextPair).en === 'string' && (value as TextPair).en.trim() !== '';

const none: TextPair = { fr: '', en: '' };

function field(schema: Schema, name: string, pointer: string, required: boolean, problems: FieldProblem[]): BlockField {
  const at = pointer || '/';
  const label = schema['x-label'];
  const help = schema['x-help'];
  if (!isTextPair(label)) problems.push({ pointer: at, problem: 'no label in French and English (x-label: { fr, en })' });
  if (!isTextPair(help)) problems.push({ pointer: at, problem: 'no help text in French and English (x-help: { fr, en })' });
  let widget = widgetOf(schema);
  if (widget === null) {
    problems.push({ pointer: at, problem: 'no widget can be decided from its type: give it an x-widget' });
    widget = 'raw';
  } else if (widget === 'raw' && widgetOf({ ...schema, 'x-widget': undefined }) !== 'raw') {
    problems.push({ pointer: at, problem: 'x-widget "raw" on a schema that does not allow anything' });
  } else if (!(WIDGET_TYPES[widget]?.includes(String(schema.type)) ?? true)) {
    problems.push({ pointer: at, problem: `x-widget "${widget}" edits no ${String(schema.type ?? 'untyped')} value` });
  }
  const constraints: FieldConstraints = {};
  for (const key of CONSTRAINTS) if (schema[key] !== undefined) (constraints as Record<string, unknown>)[key] = schema[key];
  const out: BlockField = {
    name,
    pointer,
    label: isTextPair(label) ? label : none,
    help: isTextPair(help) ? help : none,
    widget,
    required,
    constraints,
  };
  if (schema.default !== undefined) out.default = schema.default;
  const values = literalValues(schema);
  if (values) {
    const labels = (schema['x-choices'] ?? {}) as Record<string, unknown>;
    out.choices = values.map((value) => {
      const choiceLabel = labels[String(value)];
      if (!isTextPair(choiceLabel)) problems.push({ pointer: at, problem: `no label in French and English for the value ${JSON.stringify(value)} (x-choices)` });
      return { value: value as FieldChoice['value'], label: isTextPair(choiceLabel) ? choiceLabel : none };
    });
  } else if (schema['x-choices'] !== undefined) {
    problems.push({ pointer: at, problem: 'x-choices on a schema that is no enum' });
  }
  const children = childrenOf(schema, pointer, problems);
  if (children) out.children = children;
  return out;
}

const escape = (name: string) => name.replace(/~/g, '~0').replace(/\//g, '~1');

function childrenOf(schema: Schema, pointer: string, problems: FieldProblem[]): BlockField[] | undefined {
  if (schema.type === 'array' && schema.items && typeof schema.items === 'object') {
    return [field(schema.items as Schema, '*', `${pointer}/*`, true, problems)];
  }
  if (schema.type !== 'object' || !schema.properties) return undefined;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(schema.properties as Record<string, Schema>).map(([name, property]) =>
    field(property, name, `${pointer}/${escape(name)}`, required.has(name), problems),
  );
}

function walk(schema: Schema): { fields: BlockField[]; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const fields = childrenOf(schema, '', problems) ?? [];
  return { fields, problems };
}

/**
 * What a block's props schema lacks for the editor's form: every prop, list item and nested prop
 * needs a label and a help text in French and English, a widget (given or decided from its
 * type) and, for an enum, a label for each value. Empty when the form can be built.
 */
export function fieldProblems(schema: object): FieldProblem[] {
  return walk(schema as Schema).problems;
}

/**
 * The ordered field tree of a block's form, from its props schema (pure: no React, no I/O):
 * each prop's pointer, labels, help, widget, whether it is required, its limits and its choices,
 * and the fields of an object's props or a list's item. Throws, listing them, when the schema
 * lacks something a form needs (see fieldProblems).
 */
export function blockFields(schema: object): BlockField[] {
  const { fields, problems } = walk(schema as Schema);
  if (problems.length > 0) {
    throw new Error(`The block schema lacks what its form needs: ${problems.map((p) => `${p.pointer}: ${p.problem}`).join('; ')}`);
  }
  return fields;
}
