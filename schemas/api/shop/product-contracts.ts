import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route-contract.ts';
import { ShippingRatesSchema } from '../shipping.ts';
import { OpenObject } from '../open-object.ts';
import { ServedAwardSchema, ServedProductDetailSchema, ServedProductSchema, type ServedProduct, type ServedProductDetail } from './product.ts';

/** A page of `GET /product`. */
export interface ServedProductPage {
  products: ServedProduct[];
  total: number;
}
import { IdParam, IdParams } from './shop-params.ts';

/** The catalogue routes of §7 the shop's pages read, one declaration each (decision 0073). */
export const productContracts = {
  /** The valid products, a page of a §9 list query (filters id, name, kind, search, tags; ordered by price by default). */
  list: defineRoute({
    method: 'GET',
    path: '/product',
    listQuery: true,
    // Unsafe<…>: the same schema, its type named once (the inferred one is too deep for a generic call site).
    answer: Type.Unsafe<ServedProductPage>(Type.Object({ products: Type.Array(ServedProductSchema), total: Type.Number() })),
  }),
  /** One product; `?with=awards,recommended` adds them (a product page in one call). Served with an ETag. */
  read: defineRoute({
    method: 'GET',
    path: '/product/:id',
    params: IdParams,
    query: Type.Object({ with: Type.Optional(Type.String({ pattern: '^(awards|recommended)(,(awards|recommended))*$' })) }),
    answer: Type.Unsafe<ServedProductDetail>(ServedProductDetailSchema),
  }),
  /** The cheapest home delivery per destination (extension of §7, schema.org shipping details). */
  shippingRates: defineRoute({ method: 'GET', path: '/shipping/rates', answer: ShippingRatesSchema }),
  /** A product's awards, in the request's language. */
  awards: defineRoute({ method: 'GET', path: '/award', query: Type.Object({ product: IdParam }), answer: Type.Array(ServedAwardSchema) }),
  /** The products shown beside one: its own `recommended` list, else others of its kind first; at most four. */
  recommended: defineRoute({
    method: 'GET',
    path: '/v2/product/recommended/:id',
    params: IdParams,
    answer: Type.Unsafe<{ products: ServedProduct[] }>(Type.Object({ products: Type.Array(ServedProductSchema) })),
  }),
  /** The food pairing icons products name, in the request's language. */
  mealIcons: defineRoute({ method: 'GET', path: '/parameter/product/meal-icon', answer: Type.Array(OpenObject({ id: Type.Integer(), name: Type.String() })) }),
  /** The product's technical sheet, a PDF. */
  technicalFile: defineRoute({ method: 'GET', path: '/product/generate/file/:id', params: IdParams, answer: 'file' }),
  /** The technical sheet of one of its declinations, a PDF. */
  declinationTechnicalFile: defineRoute({
    method: 'GET',
    path: '/product/generate/file/:id/:idDeclination',
    params: Type.Object({ id: IdParam, idDeclination: IdParam }),
    answer: 'file',
  }),
};
