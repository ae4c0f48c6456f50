import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { Resolved } from '../localized.ts';
import type { Element } from '../site/elements.schema.ts';
import { OpenObject } from './open-object.ts';

/** `GET /element/{route}?page&nbItem`: a page of elements and their total. */
/** `GET /service/{id}` (§4 service detail): the service, Localized values resolved. */
export const ServedServiceSchema = OpenObject({ id: Type.Number(), title: Type.String(), html: Type.String() });

export const ServedElementListSchema = OpenObject({ items: Type.Array(Type.Record(Type.String(), Type.Unknown())), total: Type.Number() });
export type ServedElementList = Static<typeof ServedElementListSchema>;

/** One element (`GET /element/{route}` items, `GET /element/{route}/{id}`): the file's element, Localized values resolved. */
export type ServedElement = Resolved<Element>;

/** One step of a blog breadcrumb (`GET /blog/folder/ariane[/{id}]`, `GET /blog/ariane/{id}`). */
export const BreadcrumbItemSchema = Type.Object({ id: Type.Number(), url: Type.String(), name: Type.String() });
export type BreadcrumbItem = Static<typeof BreadcrumbItemSchema>;
