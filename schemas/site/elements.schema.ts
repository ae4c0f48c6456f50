import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Id, ImageSchema, Localized, LocalizedHtml, LocalizedOr, SlugField, StrictObject } from '../common.schema.ts';

/** One element of a list (a footer logo, a footer link, a vehicle of the fleet, …). */
export const ElementSchema = StrictObject(
  {
    id: Id,
    order: Type.Optional(Type.Integer({ minimum: 0, description: 'Position in the list' })),
    title: Localized,
    subtitle: Type.Optional(Localized),
    summary: Type.Optional(Localized),
    html: Type.Optional(LocalizedHtml),
    image: Type.Optional(ImageSchema),
    href: Type.Optional(LocalizedOr(Type.String(), { description: 'Link: a site path per language or an external URL' })),
    isExternal: Type.Optional(Type.Boolean({ description: 'Link opens another site in a new tab' })),
    features: Type.Optional(
      Type.Array(StrictObject({ label: Localized, value: LocalizedOr(Type.String(), { description: 'Value of the feature' }) }), {
        description: 'Key facts (seats, equipment, …)',
      }),
    ),
    tags: Type.Optional(Type.Array(Type.String(), { description: 'Free tags, for filtering' })),
    date: Type.Optional(Type.String({ format: 'date', description: 'Date of the element (YYYY-MM-DD)' })),
    canRegister: Type.Optional(Type.Boolean({ description: 'Accepts registrations (POST /element/{route}/{id}/register)' })),
    capacity: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 100000,
        description: 'Places open to registration (the seats of all sign-ups together); omitted = no limit. Past it, a sign-up is refused (409).',
      }),
    ),
  },
  { title: 'Element' },
);
export type Element = Static<typeof ElementSchema>;

export const ElementListSchema = StrictObject(
  {
    route: SlugField('List route: logo-footer, link-footer, autocar, minibus, …'),
    items: Type.Array(ElementSchema, { description: 'Elements of the list' }),
  },
  { title: 'Element list' },
);
export type ElementList = Static<typeof ElementListSchema>;

export const ElementsDocumentSchema = DocumentSchema(
  { lists: Type.Array(ElementListSchema, { description: 'Element lists by route (logo-footer, link-footer, autocar, minibus, …)' }) },
  { title: 'Elements', description: 'elements.json: element lists by route (GET /element/{route})' },
);
export type ElementsDocument = Static<typeof ElementsDocumentSchema>;
