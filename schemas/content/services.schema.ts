import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Id, ImageSchema, Localized, LocalizedHtml, SlugField, StrictObject } from '../common.schema.ts';
import { LocalizedSlug } from '../site/page.schema.ts';

/** A service (GET /service?tag=…, GET /service/{id}). */
export const ServiceSchema = StrictObject(
  {
    id: Id,
    order: Type.Optional(Type.Integer({ minimum: 0, description: 'Position in the list' })),
    tags: Type.Array(SlugField('A tag of the "tag" list filter'), { uniqueItems: true, description: 'Tags for list filters' }),
    slug: Type.Optional(LocalizedSlug),
    title: Localized,
    summary: Localized,
    html: LocalizedHtml,
    image: Type.Optional(ImageSchema),
  },
  { title: 'Service' },
);
export type Service = Static<typeof ServiceSchema>;

export const ServicesDocumentSchema = DocumentSchema(
  { services: Type.Array(ServiceSchema, { description: 'Services, by id' }) },
  { title: 'Services', description: 'content/services.json: services, filtered by tag' },
);
export type ServicesDocument = Static<typeof ServicesDocumentSchema>;
