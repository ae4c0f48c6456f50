import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Nullable } from '../common.schema.ts';
import type { Resolved } from '../localized.ts';
import type { Page } from '../site/page.schema.ts';
import { OpenObject } from './open-object.ts';

/*
 * The page answers (`GET /page`, `GET /page/{id|slug}`, `GET /component/conf/{slug}`), Localized
 * values resolved. Open objects: the runtime checks what it relies on and passes the rest.
 */

/** The absolute path of a page in each language: French without prefix, English under /en. */
export const ServedPathsSchema = OpenObject({ fr: Type.String(), en: Type.String() });
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
  /** §3 page fields the runtime reads (decision 0062): the page's layout, its menu entry, its navigation. */
  isFixedOnRight: Type.Optional(Type.Boolean()),
  useAbsoluteMenu: Type.Optional(Type.Boolean()),
  reload: Type.Optional(Type.Boolean()),
  menuIcon: Type.Optional(Nullable(Type.String())),
  isCustomHeader: Type.Optional(Type.Boolean()),
  isCustomFooter: Type.Optional(Type.Boolean()),
  /** Names run before the page loads (rules/page-middlewares.ts); an unknown one is logged and skipped. */
  middleware: Type.Optional(Type.Array(Type.String())),
  cms: Type.Optional(Nullable(OpenObject({ route: Type.Optional(Nullable(Type.String())) }))),
};

/** One page of the served tree (`GET /page`): plain strings, children at any depth. */
export const ServedPageSchema = Type.Recursive((Self) => OpenObject({ ...PageFields, paths: Type.Optional(ServedPathsSchema), children: Type.Optional(Type.Array(Self)) }), {
  $id: 'ServedPage',
});
export type ServedPage = Static<typeof ServedPageSchema>;
export const ServedPageTreeSchema = Type.Array(ServedPageSchema);

/** `GET /page/{id|slug}`: one page plus its absolute path in each language. */
export const ServedPageDetailSchema = OpenObject({ ...PageFields, paths: ServedPathsSchema, children: Type.Optional(Type.Array(Type.Unknown())) });
export type ServedPageDetail = Static<typeof ServedPageDetailSchema>;

/**
 * A layout block; its props are checked later against the block's own schema. `key` is its
 * stable id in the layout (component format 2, decision 0048), for the editor: rendering never reads it.
 */
export const ServedBlockSchema = Type.Recursive(
  (Self) =>
    OpenObject({
      key: Type.Optional(Type.String()),
      type: Type.String({ minLength: 1 }),
      props: Type.Record(Type.String(), Type.Unknown()),
      slots: Type.Optional(Type.Record(Type.String(), Type.Array(Self))),
    }),
  { $id: 'ServedBlock' },
);
export type ServedBlock = Static<typeof ServedBlockSchema>;

/** `GET /component/conf/{slug}`: a page's layout. */
export const ServedComponentConfSchema = OpenObject({
  slug: Type.String(),
  config: OpenObject({
    title: Type.Optional(Type.String()),
    metaDescription: Type.Optional(Type.String()),
    frame: Type.Optional(Type.Union([Type.Literal('SITE'), Type.Literal('FOCUSED')])),
    layout: Type.Array(ServedBlockSchema),
  }),
});
export type ServedComponentConf = Static<typeof ServedComponentConfSchema>;

/**
 * A page as the reference API serves it (`GET /page`, `GET /page/{id|slug}`): the file's page with
 * Localized values resolved, its site, its absolute paths and its published children. What the
 * runtime checks of it is ServedPage / ServedPageDetail.
 */
export type ResolvedPage = Omit<Resolved<Page>, 'children'> & {
  idSite: number;
  paths: ServedPaths;
  children: ResolvedPage[];
};
