import { Type, type Static } from '@sinclair/typebox';
import { defineRoute } from '../route-contract.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
/** A layout of a page: `/admin/page/{idPage}/layout/{idLayout}/…`. */
export const LayoutParamsSchema = Type.Object({ idPage: Id, idLayout: Id });
const Sha256 = Type.String({ pattern: '^[0-9a-f]{64}$' });

/** What the API stores of a layout: its last checked hash, its current preview and a preview per earlier hash (`GET /admin/layouts`). */
export const StoredLayoutSchema = Type.Object({
  idPage: Type.Integer(),
  idLayout: Type.Integer(),
  hash: Type.Union([Type.String(), Type.Null()]),
  checkedAt: Type.Union([Type.String(), Type.Null()]),
  preview: Type.Union([Type.Object({ hash: Type.Union([Type.String(), Type.Null()]), updatedAt: Type.String() }), Type.Null()]),
  versions: Type.Array(Type.Object({ hash: Type.String(), createdAt: Type.String() })),
});
export type StoredLayout = Static<typeof StoredLayoutSchema>;

/** A stored preview image. */
export const StoredPreviewSchema = Type.Object({
  idPage: Type.Integer(),
  idLayout: Type.Integer(),
  hash: Type.Union([Type.String(), Type.Null()]),
  file: Type.Object({ id: Type.String(), name: Type.String(), mime: Type.String(), size: Type.Integer() }),
});

/** The admin's layout hashes and previews (§7 and decision 0035), for ADMIN and SUPER_ADMIN, one declaration each (decision 0073). */
export const adminLayoutContracts = {
  /** Stores the sha256 of `html` and says whether it changed since the last check. */
  checkHash: defineRoute({
    method: 'POST',
    path: '/admin/page/:idPage/layout/:idLayout/hash/check',
    params: LayoutParamsSchema,
    body: Type.Object({ html: Type.String({ maxLength: 5_000_000 }) }),
    answer: Type.Object({ hash: Type.String(), previousHash: Type.Union([Type.String(), Type.Null()]), isSame: Type.Boolean() }),
  }),
  /** One instance pictures a changed layout; the others are told no. */
  claimPreview: defineRoute({
    method: 'POST',
    path: '/admin/page/:idPage/layout/:idLayout/preview/claim',
    params: LayoutParamsSchema,
    body: Type.Object({ hash: Sha256, by: Type.Optional(Type.String({ maxLength: 200 })) }),
    answer: Type.Object({ claimed: Type.Boolean() }),
  }),
  /** Multipart: the `image` file (streamed by the handler) and the `hash` it shows. */
  savePreview: defineRoute({
    method: 'PUT',
    path: '/admin/page/:idPage/layout/:idLayout/preview',
    params: LayoutParamsSchema,
    encoding: 'multipart',
    body: Type.Object({ hash: Type.Optional(Sha256) }),
    answer: StoredPreviewSchema,
  }),
  /** The preview image itself (the current one, or the one made for `hash`). */
  preview: defineRoute({
    method: 'GET',
    path: '/admin/page/:idPage/layout/:idLayout/preview',
    params: LayoutParamsSchema,
    query: Type.Object({ hash: Type.Optional(Sha256) }),
    answer: 'file',
  }),
  /** Every stored hash and preview of the site, by page then layout. */
  layouts: defineRoute({ method: 'GET', path: '/admin/layouts', answer: Type.Array(StoredLayoutSchema) }),
};
