import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Id, ImageSchema, IsoDate, Localized, LocalizedHtml, StrictObject } from '../common.schema.ts';
import { LocalizedSlug } from '../site/page.schema.ts';

/** A news item; promoted items are loaded at start-up (GET /news?promoted=true). */
export const NewsItemSchema = StrictObject(
  {
    id: Id,
    promoted: Type.Boolean({ description: 'Shown in the start-up promoted news' }),
    date: IsoDate,
    slug: Type.Optional(LocalizedSlug),
    title: Localized,
    summary: Localized,
    html: LocalizedHtml,
    image: Type.Optional(ImageSchema),
  },
  { title: 'News item' },
);
export type NewsItem = Static<typeof NewsItemSchema>;

export const NewsDocumentSchema = DocumentSchema(
  { news: Type.Array(NewsItemSchema, { description: 'News items, by id' }) },
  { title: 'News', description: 'content/news.json: news items' },
);
export type NewsDocument = Static<typeof NewsDocumentSchema>;
