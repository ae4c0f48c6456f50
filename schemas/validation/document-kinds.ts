import { AwardsDocumentSchema } from '../catalogue/awards.schema.ts';
import { CustomizationsDocumentSchema } from '../catalogue/customizations.schema.ts';
import { DiscountsDocumentSchema } from '../catalogue/discounts.schema.ts';
import { FeaturesDocumentSchema } from '../catalogue/features.schema.ts';
import { MealIconsDocumentSchema } from '../catalogue/meal-icons.schema.ts';
import { ProductsDocumentSchema } from '../catalogue/products.schema.ts';
import { VariationsDocumentSchema } from '../catalogue/variations.schema.ts';
import { AlbumsDocumentSchema } from '../content/albums.schema.ts';
import { BlogDocumentSchema } from '../content/blog.schema.ts';
import { EventsDocumentSchema } from '../content/events.schema.ts';
import { NewsDocumentSchema } from '../content/news.schema.ts';
import { ReviewsDocumentSchema } from '../content/reviews.schema.ts';
import { ServicesDocumentSchema } from '../content/services.schema.ts';
import { AccessPointsDocumentSchema } from '../shipping/access-points.schema.ts';
import { CarriersDocumentSchema } from '../shipping/carriers.schema.ts';
import { ClickAndCollectDocumentSchema } from '../shipping/click-and-collect.schema.ts';
import { DiscountCodesDocumentSchema } from '../shipping/discount-codes.schema.ts';
import type { TSchema } from '@sinclair/typebox';
import { ComponentDocumentSchema } from '../site/component.schema.ts';
import { checkBlog, checkComponent, checkForms, checkPages, checkProducts, uniqueBy, uniqueIds } from './document-checks.ts';
import type { ValidationError } from '../errors/format-errors.ts';
import { ElementsDocumentSchema } from '../site/elements.schema.ts';
import { FormsDocumentSchema } from '../site/forms.schema.ts';
import { PagesDocumentSchema } from '../site/page.schema.ts';
import { ParametersDocumentSchema } from '../site/parameters.schema.ts';
import { PopupsDocumentSchema } from '../site/popups.schema.ts';
import { SiteDocumentSchema } from '../site/site.schema.ts';

/** How a kind of document is recognised and checked. `match` is a path inside a site folder. */
export interface DocumentKind {
  schema: TSchema;
  /** Path pattern relative to `site-configs/<site>/`; `*` matches one path segment. */
  match: string;
  /** Rules beyond the schema (uniqueness, nesting), run once the schema passes. */
  check?: (document: never, relPath?: string) => ValidationError[];
}

/** Every kind of configuration document: kind name → schema and file path. */
export const documentKinds = {
  site: { schema: SiteDocumentSchema, match: 'site.json' },
  parameters: {
    schema: ParametersDocumentSchema,
    match: 'parameters.json',
    check: (doc: { parameters: { type: string }[] }) => uniqueBy(doc.parameters, (p) => p.type, '/parameters', 'type'),
  },
  pages: { schema: PagesDocumentSchema, match: 'pages.json', check: checkPages },
  component: { schema: ComponentDocumentSchema, match: 'components/*.json', check: checkComponent },
  forms: { schema: FormsDocumentSchema, match: 'forms.json', check: checkForms },
  popups: {
    schema: PopupsDocumentSchema,
    match: 'popups.json',
    check: uniqueIds('popups'),
  },
  elements: {
    schema: ElementsDocumentSchema,
    match: 'elements.json',
    check: (doc: { lists: { route: string }[] }) => uniqueBy(doc.lists, (l) => l.route, '/lists', 'route'),
  },
  products: { schema: ProductsDocumentSchema, match: 'catalogue/products.json', check: checkProducts },
  variations: { schema: VariationsDocumentSchema, match: 'catalogue/variations.json', check: uniqueIds('variations') },
  discounts: { schema: DiscountsDocumentSchema, match: 'catalogue/discounts.json', check: uniqueIds('discounts') },
  customizations: {
    schema: CustomizationsDocumentSchema,
    match: 'catalogue/customizations.json',
    check: uniqueIds('customizations'),
  },
  awards: { schema: AwardsDocumentSchema, match: 'catalogue/awards.json', check: uniqueIds('awards') },
  features: { schema: FeaturesDocumentSchema, match: 'catalogue/features.json', check: uniqueIds('features') },
  'meal-icons': { schema: MealIconsDocumentSchema, match: 'catalogue/meal-icons.json', check: uniqueIds('mealIcons') },
  carriers: { schema: CarriersDocumentSchema, match: 'shipping/carriers.json', check: uniqueIds('carriers') },
  'click-and-collect': {
    schema: ClickAndCollectDocumentSchema,
    match: 'shipping/click-and-collect.json',
    check: uniqueIds('addresses'),
  },
  'access-points': { schema: AccessPointsDocumentSchema, match: 'shipping/access-points.json', check: uniqueIds('accessPoints') },
  'discount-codes': {
    schema: DiscountCodesDocumentSchema,
    match: 'shipping/discount-codes.json',
    check: (doc: { discountCodes: { code: string }[] }) => uniqueBy(doc.discountCodes, (d) => d.code, '/discountCodes', 'code'),
  },
  blog: { schema: BlogDocumentSchema, match: 'content/blog.json', check: checkBlog },
  news: { schema: NewsDocumentSchema, match: 'content/news.json', check: uniqueIds('news') },
  albums: { schema: AlbumsDocumentSchema, match: 'content/albums.json', check: uniqueIds('albums') },
  services: { schema: ServicesDocumentSchema, match: 'content/services.json', check: uniqueIds('services') },
  events: { schema: EventsDocumentSchema, match: 'content/events.json', check: uniqueIds('calendars') },
  reviews: { schema: ReviewsDocumentSchema, match: 'content/reviews.json', check: uniqueIds('reviews') },
} as const satisfies Record<string, DocumentKind>;

export type DocumentKindName = keyof typeof documentKinds;
export const documentKindNames = Object.keys(documentKinds) as DocumentKindName[];
