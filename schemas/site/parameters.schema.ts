import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import { DocumentSchema, HtmlString, Id, Localized, LocalizedOr, StrictObject, StringEnum } from '../common.schema.ts';
import { parameterKeyNames, parameterKeys, parameterKinds } from './parameter-keys.ts';
import type { ParameterKey, ParameterKeySpec } from './parameter-keys.ts';

/** The patterns of the STRING formats (`ParameterKeySpec.format`) and of LINK values. */
export const parameterPatterns = {
  color: '^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\\([0-9., %/]+\\)|[a-zA-Z]+)$',
  hours: '^$|^[0-2][0-9]:[0-5][0-9]-[0-2][0-9]:[0-5][0-9](,[0-2][0-9]:[0-5][0-9]-[0-2][0-9]:[0-5][0-9])*$',
  email: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  link: '^$|^https?://\\S+$',
  publishableKey: '^$|^pk_(live|test)_[0-9A-Za-z]{8,247}$',
} as const;

const formatHelp = {
  color: 'a CSS colour (#rrggbb, rgb(…), hsl(…) or a colour name)',
  hours: 'opening hours like "08:00-12:00,14:00-18:00" (empty = closed)',
  email: 'an e-mail address or an empty string',
  publishableKey: 'a publishable key "pk_live_…" or "pk_test_…" (never a secret "sk_…" key), or an empty string',
} as const;

/** The JSON Schema a value of the given key must match. */
export function parameterValueSchema(spec: ParameterKeySpec): TSchema {
  switch (spec.kind) {
    case 'BOOLEAN':
      return Type.Boolean();
    case 'NUMBER':
      return Type.Number(spec.range ? { minimum: spec.range[0], maximum: spec.range[1] } : { minimum: 0 });
    case 'TEXT':
      return spec.html
        ? LocalizedOr(HtmlString(), { description: 'Localized HTML (or one string for both languages), sanitized when the configuration loads' })
        : LocalizedOr(Type.String(), { description: 'Localized text (or one string for both languages)' });
    case 'LINK':
      return Type.String({ pattern: parameterPatterns.link, description: 'an http(s) URL or an empty string' });
    case 'STRING':
      if (spec.allowed) return StringEnum(spec.allowed);
      if (spec.format) return Type.String({ pattern: parameterPatterns[spec.format], description: formatHelp[spec.format] });
      return Type.String();
  }
}

/** The schema with a description for editors, unless it already has one (used in error hints). */
const described = (schema: TSchema, description: string): TSchema => (schema.description ? schema : { ...schema, description });

/** For each key: `if type is KEY then kind and value must fit KEY`. */
const perKeyRules = parameterKeyNames.map((key) => {
  const spec: ParameterKeySpec = parameterKeys[key];
  return {
    if: { properties: { type: { const: key } }, required: ['type'] },
    then: {
      properties: {
        kind: { const: spec.kind, description: `${key} is a ${spec.kind} parameter` },
        value: spec.description
          ? { ...parameterValueSchema(spec), description: `${key}: ${spec.description}` }
          : described(parameterValueSchema(spec), `Value of ${key} (default: ${JSON.stringify(spec.default)})`),
      },
    },
  };
});

export const SiteParameterSchema = StrictObject(
  {
    id: Type.Optional(Id),
    type: StringEnum(parameterKeyNames, { title: 'Key', description: 'A canonical parameter key' }),
    kind: StringEnum(parameterKinds, { title: 'Kind', description: 'Must be the kind of the key' }),
    label: LocalizedOr(Type.String(), { title: 'Label', description: 'Label shown to administrators' }),
    value: Type.Union([Type.String(), Type.Number(), Type.Boolean(), Localized], {
      title: 'Value',
      description: 'Must fit the kind and allowed values of the key',
    }),
  },
  { title: 'Site parameter', allOf: perKeyRules },
);
export type SiteParameter = Static<typeof SiteParameterSchema>;

export const ParametersDocumentSchema = DocumentSchema(
  { parameters: Type.Array(SiteParameterSchema, { description: 'Site parameters; missing keys take their default' }) },
  { title: 'Site parameters', description: 'parameters.json: the site parameters of spec §3 and §9' },
);
export type ParametersDocument = Static<typeof ParametersDocumentSchema>;

/** Every canonical key with its default value, in canonical order. Labels are the key names. */
export const parameterDefaults: readonly SiteParameter[] = parameterKeyNames.map((key) => {
  const spec: ParameterKeySpec = parameterKeys[key];
  return { type: key, kind: spec.kind, label: key, value: spec.default };
});

/**
 * Returns every canonical key once, in canonical order: the entry of `list` when present
 * (the first one for a key), otherwise the default. Entries with unknown keys are dropped.
 */
export function withDefaults<T extends { type: string }>(list: readonly T[]): (T | SiteParameter)[] {
  const given = new Map<string, T>();
  for (const entry of list) if (!given.has(entry.type)) given.set(entry.type, entry);
  return parameterDefaults.map((fallback) => given.get(fallback.type) ?? fallback);
}

/** The default value of one key. */
export function parameterDefault(key: ParameterKey): string | number | boolean {
  return parameterKeys[key].default;
}
