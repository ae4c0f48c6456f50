import { Type } from '@sinclair/typebox';

/**
 * Path parameters of the shop's routes. An id must fit the database's 32-bit integer columns
 * (PostgreSQL `integer`), or the query itself would fail.
 */
export const IdParam = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const CartIdParam = Type.String({ minLength: 1, maxLength: 64 });
/** The path parameters `:id` and `:cartId`, as schemas built once. */
export const IdParams = Type.Object({ id: IdParam });
export const CartParams = Type.Object({ cartId: CartIdParam });
