import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Nullable } from '../common.schema.ts';
import { OpenObject } from './open-object.ts';

/*
 * The site-wide answers (`GET /parameter`, `GET /site/info`) AFTER Localized values are resolved
 * to plain strings (docs/architecture.md §3). The file schemas of `schemas/site/` describe the
 * documents as site owners write them; these describe what is served, and the runtime checks
 * every answer against them (schemas/validation/validate-served.ts, on the one Ajv).
 */

/** One parameter of `GET /parameter`. */
export const ServedParameterSchema = OpenObject({
  type: Type.String({ minLength: 1 }),
  kind: Type.Optional(Type.String()),
  label: Type.Optional(Nullable(Type.String())),
  value: Nullable(Type.Union([Type.String(), Type.Number(), Type.Boolean()])),
});
export const ServedParametersSchema = Type.Array(ServedParameterSchema);
export type ServedParameter = Static<typeof ServedParameterSchema>;

export const ServedLogoSchema = OpenObject({ type: Type.String(), url: Type.Optional(Type.String()), src: Type.Optional(Type.String()) });
export type ServedLogo = Static<typeof ServedLogoSchema>;

/** `GET /site/info`. */
export const ServedSiteInfoSchema = OpenObject({
  idSite: Type.Number(),
  name: Type.String(),
  isECommerce: Type.Optional(Type.Boolean()),
  isWinemaker: Type.Optional(Type.Boolean()),
  defaultLang: Type.Optional(Type.Unknown()),
  languages: Type.Optional(Type.Array(Type.Unknown())),
  logos: Type.Optional(Type.Array(ServedLogoSchema)),
  fonts: Type.Optional(Type.Array(Type.Unknown())),
});
export type ServedSiteInfo = Static<typeof ServedSiteInfoSchema>;
