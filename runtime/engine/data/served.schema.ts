import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';

/*
 * The shapes the runtime receives from the API, AFTER Localized values are resolved to plain
 * strings (docs/architecture.md §3). The file schemas in `schemas/` describe the documents as
 * site owners write them (Localized objects); these describe what is served, and the runtime
 * validates every document against them on the server before use. Objects stay open
 * (additional properties allowed): the runtime checks what it relies on, and passes the rest.
 */

const Open = { additionalProperties: true } as const;
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ServedParameterSchema = Type.Object(
  {
    type: Type.String({ minLength: 1 }),
    kind: Type.Optional(Type.String()),
    label: Type.Optional(Nullable(Type.String())),
    value: Nullable(Type.Union([Type.String(), Type.Number(), Type.Boolean()])),
  },
  Open,
);
export const ServedParametersSchema = Type.Array(ServedParameterSchema);
export type ServedParameter = Static<typeof ServedParameterSchema>;

export const ServedLogoSchema = Type.Object(
  { type: Type.String(), url: Type.Optional(Type.String()), src: Type.Optional(Type.String()) },
  Open,
);
export type ServedLogo = Static<typeof ServedLogoSchema>;

export const ServedSiteInfoSchema = Type.Object(
  {
    idSite: Type.Number(),
    name: Type.String(),
    isECommerce: Type.Optional(Type.Boolean()),
    isWinemaker: Type.Optional(Type.Boolean()),
    defaultLang: Type.Optional(Type.Unknown()),
    languages: Type.Optional(Type.Array(Type.Unknown())),
    logos: Type.Optional(Type.Array(ServedLogoSchema)),
    fonts: Type.Optional(Type.Array(Type.Unknown())),
  },
  Open,
);
export type ServedSiteInfo = Static<typeof ServedSiteInfoSchema>;

export const ServedPathsSchema = Type.Object({ fr_FR: Type.String(), en: Type.String() }, Open);
export type ServedPaths = Static<typeof ServedPathsSchema>;

const PageFields = {
  id: Type.Number(),
  idParent: Type.Optional(Nullable(Type.Number())),
  order: Type.Optional(Type.Number()),
  title: Type.String(),
  menuTitle: Type.Optional(Nullable(Type.String())),
  metaDescription: Type.Optional(Nullable(Type.String())),
  url: Type.String(),
  isText: Type.Optional(Type.Boolean()),
  showInMenu: Type.Optional(Type.Boolean()),
  isEcommercePage: Type.Optional(Type.Boolean()),
  cms: Type.Optional(Nullable(Type.Object({ route: Type.Optional(Nullable(Type.String())) }, Open))),
};

/** One page of the served tree: plain strings, children at any depth. */
export const ServedPageSchema = Type.Recursive(
  (Self) => Type.Object({ ...PageFields, children: Type.Optional(Type.Array(Self)) }, Open),
  { $id: 'ServedPage' },
);
export type ServedPage = Static<typeof ServedPageSchema>;
export const ServedPageTreeSchema = Type.Array(ServedPageSchema);

/** `GET /page/{id|slug}`: one page plus its absolute path in each language. */
export const ServedPageDetailSchema = Type.Object(
  { ...PageFields, paths: ServedPathsSchema, children: Type.Optional(Type.Array(Type.Unknown())) },
  Open,
);
export type ServedPageDetail = Static<typeof ServedPageDetailSchema>;

/** A layout block; props are validated later against the block's own schema. */
export const ServedBlockSchema = Type.Recursive(
  (Self) =>
    Type.Object(
      {
        type: Type.String({ minLength: 1 }),
        props: Type.Record(Type.String(), Type.Unknown()),
        slots: Type.Optional(Type.Record(Type.String(), Type.Array(Self))),
      },
      Open,
    ),
  { $id: 'ServedBlock' },
);
export type ServedBlock = Static<typeof ServedBlockSchema>;

export const ServedComponentConfSchema = Type.Object(
  {
    slug: Type.String(),
    config: Type.Object(
      {
        title: Type.Optional(Type.String()),
        metaDescription: Type.Optional(Type.String()),
        layout: Type.Array(ServedBlockSchema),
      },
      Open,
    ),
  },
  Open,
);
export type ServedComponentConf = Static<typeof ServedComponentConfSchema>;

export const ServedElementListSchema = Type.Object(
  { items: Type.Array(Type.Record(Type.String(), Type.Unknown())), total: Type.Number() },
  Open,
);
export type ServedElementList = Static<typeof ServedElementListSchema>;

/**
 * `GET /product/{id}`: what a product route's record check reads (its id, name, type and
 * declinations); the product-detail block reads the rest. Served with an ETag that follows the
 * catalogue and the stock (decision 0030), so the runtime keeps it and asks again every time.
 */
export const ServedProductSchema = Type.Object(
  {
    id: Type.Number(),
    name: Type.Optional(Type.String()),
    productType: Type.Optional(Nullable(Type.String())),
    declination: Type.Optional(Type.Array(Type.Object({ id: Type.Optional(Type.Number()), year: Type.Optional(Nullable(Type.Number())) }, Open))),
    /** The name in every language (an older API leaves it out: the other language is asked for). */
    names: Type.Optional(Type.Object({ fr_FR: Type.Optional(Type.String()), en: Type.Optional(Type.String()) }, Open)),
  },
  Open,
);
export type ServedProduct = Static<typeof ServedProductSchema>;
