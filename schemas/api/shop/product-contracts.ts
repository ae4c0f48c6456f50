import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route-contract.ts';
import { ShippingRatesSchema } from '../shipping.ts';
import { ServedProductDetailSchema, ServedProductSchema, type ServedProduct, type ServedProductDetail } from './product.ts';

/** A page of `GET /product`. */
export interface ServedProductPage {
  products: ServedProduct[];
  total: number;
}
import { IdParams } from './shop-params.ts';

/** The catalogue routes of §7 the shop's pages read, one declaration each (decision 0073). */
export const productContracts = {
  /** The valid products, a page of a §9 list query (filters name, kind, search, tags; ordered by price by default). */
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
};
