import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Id, Localized, MediaPath, Nullable, Slug, StrictObject, StringEnum } from '../common.schema.ts';
import { PAGE_MIDDLEWARES } from '../../rules/page-middlewares.ts';

/** A Localized slug: one URL segment per language. */
export const LocalizedSlug = StrictObject(
  { fr: Slug, en: Slug },
  { title: 'Localized slug', description: 'One URL segment per language: { "fr": "nous-contacter", "en": "contact-us" }' },
);

const flag = (description: string) => Type.Optional(Type.Boolean({ default: false, description }));

/** One page of the site tree (spec §3 Page); children are nested pages. */
export const PageSchema = Type.Recursive(
  (This) =>
    StrictObject({
      id: Type.Integer({ minimum: 1, description: 'Page id, unique in the site' }),
      idSite: Type.Optional(Id),
      idParent: Nullable(Id, { description: 'Id of the parent page; null at top level (matches the nesting)' }),
      order: Type.Integer({ minimum: 0, description: 'Position among its siblings' }),
      type: Type.Optional(
        Nullable(StrictObject({ value: StringEnum(['GRAPE'], { description: 'GRAPE: a grape variety page' }) }), { default: null, description: 'Special page type' }),
      ),
      isValid: Type.Boolean({ description: 'Published (false hides the page)' }),
      isText: flag('Text-only page'),
      showInMenu: Type.Boolean({ description: 'Listed in the main menu' }),
      isFixedOnRight: flag('Laid out with its last block as a right-hand column that stays in view beside the others on wide screens (decision 0062)'),
      useAbsoluteMenu: flag('The site header lies over the top of the page (its hero), transparent until the page scrolls'),
      reload: flag('Every link to this page loads a whole new document (no client-side navigation): for pages whose scripts need a fresh page'),
      menuIcon: Type.Optional(Nullable(MediaPath, { default: null, description: 'Picture of the media folder shown beside the page’s menu entry, e.g. /media/icons/bus.svg (decorative: the entry keeps its text)' })),
      cms: StrictObject(
        {
          isCmsPage: Type.Boolean({ description: 'Rendered from a component config' }),
          route: Nullable(Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }), {
            description: 'Component config slug: components/<route>.json',
          }),
        },
        { title: 'CMS binding' },
      ),
      isCustomHeader: flag('The page’s first block is its header, in place of the site’s header and menu'),
      isCustomFooter: flag('The page’s last block is its footer, in place of the site’s footer columns (the legal links stay)'),
      isEcommercePage: flag('Page belongs to the shop'),
      middleware: Type.Optional(
        Type.Array(StringEnum([...PAGE_MIDDLEWARES]), {
          uniqueItems: true,
          description: 'Run in order before the page loads: auth (signed-in visitors only, others go to /auth), guest (signed-out only), ecommerce (shop sites only)',
        }),
      ),
      link: StrictObject(
        {
          type: StringEnum(['NONE', 'INTERNAL', 'EXTERNAL'], { description: 'NONE: a normal page' }),
          url: Type.Optional(Nullable(Type.String(), { description: 'Target of an INTERNAL or EXTERNAL link' })),
          jsCode: Type.Optional(Nullable(Type.String(), { description: 'Script run when the entry is clicked' })),
        },
        { title: 'Menu link' },
      ),
      title: Localized,
      menuTitle: Type.Optional(Localized),
      metaDescription: Type.Optional(Localized),
      url: LocalizedSlug,
      rightPages: Type.Optional(
        StrictObject(
          { fr: Type.Array(Id, { description: 'Page ids, French' }), en: Type.Array(Id, { description: 'Page ids, English' }) },
          { default: { fr: [], en: [] }, description: 'Ids of the pages shown on the right, per language' },
        ),
      ),
      children: Type.Array(This, { description: 'Sub-pages, nested' }),
    }),
  { $id: 'VitrinePage', title: 'Page', description: 'A page of the site tree (spec §3)' },
);
export type Page = Static<typeof PageSchema>;

export const PagesDocumentSchema = DocumentSchema(
  { pages: Type.Array(PageSchema, { description: 'Top-level pages; children nested' }) },
  { title: 'Page tree', description: 'pages.json: the page tree of the site' },
);
export type PagesDocument = Static<typeof PagesDocumentSchema>;
