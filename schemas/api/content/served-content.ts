import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import type { Album } from '../../content/albums.schema.ts';
import type { BlogArticle, BlogFolder } from '../../content/blog.schema.ts';
import type { CalendarEvent } from '../../content/events.schema.ts';
import type { NewsItem } from '../../content/news.schema.ts';
import type { Review } from '../../content/reviews.schema.ts';
import type { Service } from '../../content/services.schema.ts';
import type { Resolved } from '../../localized.ts';
import type { Element } from '../../site/elements.schema.ts';
import type { FormDefinition } from '../../site/forms.schema.ts';
import type { Popup } from '../../site/popups.schema.ts';
import { OpenObject } from '../open-object.ts';

/*
 * The content routes' answers (decision 0073). A record of a site's file is served with its
 * Localized values resolved: its type is the file schema's `Resolved<…>` (one source), and the
 * answer's schema checks what callers rely on (its id and the fields named here).
 */

/** A schema whose type is the resolved record of a content file (the check stays the schema's). */
function served<T>(schema: TSchema) {
  return Type.Unsafe<T>(schema);
}

const Listed = OpenObject({ id: Type.Number() });

/** `GET /service/{id}` (§4 service detail): the service, Localized values resolved. */
export const ServedServiceSchema = served<Resolved<Service>>(OpenObject({ id: Type.Number(), title: Type.String(), html: Type.String() }));
export type ServedService = Static<typeof ServedServiceSchema>;

/** One element (`GET /element/{route}` items, `GET /element/{route}/{id}`): the file's element, Localized values resolved. */
export type ServedElement = Resolved<Element>;
export const ServedElementSchema = served<ServedElement>(Listed);
/** `GET /element/{route}/{id}`: the element and the seats left (null without a capacity). */
export const ServedElementDetailSchema = served<ServedElement & { seatsLeft: number | null }>(
  OpenObject({ id: Type.Number(), seatsLeft: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]) }),
);
/** `GET /element/{route}?page&nbItem`: a page of elements and their total. */
export const ServedElementListSchema = OpenObject({ items: Type.Array(ServedElementSchema), total: Type.Number() });
export type ServedElementList = Static<typeof ServedElementListSchema>;

/** One step of a blog breadcrumb (`GET /blog/folder/ariane[/{id}]`, `GET /blog/ariane/{id}`). */
export const BreadcrumbItemSchema = Type.Object({ id: Type.Number(), url: Type.String(), name: Type.String() });
export type BreadcrumbItem = Static<typeof BreadcrumbItemSchema>;

export type ServedBlogFolder = Resolved<BlogFolder>;
/** An article in a list: resolved, without its HTML body. */
export type ServedBlogSummary = Omit<Resolved<BlogArticle>, 'html'>;
export const ServedBlogFolderSchema = served<ServedBlogFolder>(Listed);
export const ServedBlogSummarySchema = served<ServedBlogSummary>(OpenObject({ id: Type.Number(), title: Type.String() }));
/** `GET /blog/{id or slug}`: the article, resolved, with its folder's breadcrumb. */
export const ServedBlogArticleSchema = served<Resolved<BlogArticle> & { ariane: BreadcrumbItem[] }>(
  OpenObject({ id: Type.Number(), title: Type.String(), html: Type.String(), ariane: Type.Array(BreadcrumbItemSchema) }),
);
/** `GET /blog/folder/list[/{id}]?page&nbItem`: a page of a folder's articles, their total, and its sub-folders. */
export const ServedBlogFolderListSchema = OpenObject({ blogs: Type.Array(ServedBlogSummarySchema), total: Type.Number(), folders: Type.Array(ServedBlogFolderSchema) });
/** `GET /blog/folder[/{id}]`: a folder (null at the top), its sub-folders and all its articles. */
export const ServedBlogFolderContentSchema = OpenObject({
  folder: Type.Union([ServedBlogFolderSchema, Type.Null()]),
  folders: Type.Array(ServedBlogFolderSchema),
  blogs: Type.Array(ServedBlogSummarySchema),
});

export type ServedNews = Resolved<NewsItem>;
export const ServedNewsSchema = served<ServedNews>(Listed);
/** `GET /news?page&nbItem`: a page of news items and their total. */
export const ServedNewsListSchema = OpenObject({ news: Type.Array(ServedNewsSchema), total: Type.Number() });

export type ServedAlbum = Resolved<Album>;
export const ServedAlbumSchema = served<ServedAlbum>(Listed);
/** `GET /album?page&nbItem`: a page of albums and their total. */
export const ServedAlbumListSchema = OpenObject({ albums: Type.Array(ServedAlbumSchema), total: Type.Number() });

/** `GET /service?page&nbItem`: a page of the site's services (visits, tastings, hire) and their total. */
export const ServedServiceListSchema = OpenObject({ services: Type.Array(served<ServedService>(Listed)), total: Type.Number() });

export type ServedPopup = Resolved<Popup>;
export const ServedPopupSchema = served<ServedPopup>(Listed);

/** `GET /calendar/{id}/events`: the calendar's name and its events from `from` on, in date order. */
export type ServedEvent = Resolved<CalendarEvent>;
export const ServedCalendarEventsSchema = OpenObject({
  calendar: Type.Object({ id: Type.Number(), name: Type.String() }),
  events: Type.Array(served<ServedEvent>(OpenObject({ date: Type.String() }))),
});

/** `GET /google/reviews`: the stored reviews since `from`, newest first, their average and the place's page. */
export const ServedReviewsSchema = OpenObject({
  reviews: Type.Array(served<Review>(OpenObject({ id: Type.String(), rating: Type.Number(), date: Type.String() }))),
  total: Type.Number(),
  averageRating: Type.Union([Type.Number(), Type.Null()]),
  placeUrl: Type.Union([Type.String(), Type.Null()]),
});

/** `GET /forms/{id}`: the form, resolved, without its recipient. */
export type ServedForm = Resolved<Omit<FormDefinition, 'recipientEmail'>>;
export const ServedFormSchema = served<ServedForm>(OpenObject({ id: Type.String(), fields: Type.Array(OpenObject({ name: Type.String() })) }));

/** `GET /countries`: a country, its name in the request's language. */
export const ServedCountrySchema = OpenObject({ id: Type.Number(), alphaTwo: Type.String(), alphaThree: Type.String(), name: Type.String() });
export type ServedCountry = Static<typeof ServedCountrySchema>;
/** `GET /cities/{search}/{idCountry}`: a city and its postal code. */
export const ServedCitySchema = OpenObject({ id: Type.Number(), name: Type.String(), postalCode: Type.String() });
export type ServedCity = Static<typeof ServedCitySchema>;
