import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { CartLinesTable, CartsTable } from '../../db/tables/shop.ts';
import { ApiError } from '../../errors/api-error.ts';

export type CartRow = Selectable<CartsTable>;
export type CartLineRow = Selectable<CartLinesTable>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string has the shape of a cart id (a UUID). */
export function isCartId(value: string): boolean {
  return UUID.test(value);
}

/** Creates an open MAIN_CART for a guest (userId null) or a member. */
export async function createCart(
  db: Kysely<Database>,
  input: { idSite: number; userId: number | null; discountCode: string | null; now: Date },
): Promise<CartRow> {
  const at = input.now.toISOString();
  const row: CartRow = {
    id: randomUUID(),
    idSite: input.idSite,
    userId: input.userId,
    type: 'MAIN_CART',
    discountCode: input.discountCode,
    status: 'OPEN',
    createdAt: at,
    updatedAt: at,
  };
  await db.insertInto('carts').values(row).execute();
  return row;
}

/** The cart of a site by id, or undefined. A malformed id is a 400. */
export async function findCart(db: Kysely<Database>, idSite: number, cartId: string): Promise<CartRow | undefined> {
  if (!isCartId(cartId)) throw new ApiError(400, { en: "Invalid cart id ''{id}'': must be a UUID", fr: 'Identifiant de panier « {id} » invalide : doit être un UUID' }, null, { id: cartId });
  return db.selectFrom('carts').selectAll().where('id', '=', cartId).where('idSite', '=', idSite).executeTakeFirst();
}

/** The 404 of a cart, in both languages. */
export const CART_NOT_FOUND = { fr: 'Ce panier n’existe pas', en: 'This cart does not exist' } as const;

/**
 * The cart a request may use: it exists on the site, belongs to nobody or to `userId`.
 * 404 'This cart does not exist' otherwise (a member's cart is not revealed to others).
 */
export async function requireCart(
  db: Kysely<Database>,
  idSite: number,
  cartId: string,
  userId: number | null,
): Promise<CartRow> {
  const cart = await findCart(db, idSite, cartId);
  if (!cart || (cart.userId !== null && cart.userId !== userId)) throw new ApiError(404, CART_NOT_FOUND);
  return cart;
}

/** The 409 of a cart already made into an order, in both languages. */
export const CART_ORDERED = { fr: 'Ce panier a déjà été commandé', en: 'This cart has already been ordered' } as const;

/** Like `requireCart`, and the cart must still be open (not ordered). */
export async function requireOpenCart(
  db: Kysely<Database>,
  idSite: number,
  cartId: string,
  userId: number | null,
): Promise<CartRow> {
  const cart = await requireCart(db, idSite, cartId, userId);
  if (cart.status !== 'OPEN') throw new ApiError(409, CART_ORDERED);
  return cart;
}

/** The member's most recent open cart on the site, if any. */
export async function findOpenUserCart(db: Kysely<Database>, idSite: number, userId: number): Promise<CartRow | undefined> {
  return db
    .selectFrom('carts')
    .selectAll()
    .where('idSite', '=', idSite)
    .where('userId', '=', userId)
    .where('status', '=', 'OPEN')
    .orderBy('updatedAt', 'desc')
    .executeTakeFirst();
}

export async function cartLinesOf(db: Kysely<Database>, cartId: string): Promise<CartLineRow[]> {
  return db.selectFrom('cartLines').selectAll().where('cartId', '=', cartId).orderBy('id').execute();
}

export async function touchCart(db: Kysely<Database>, cartId: string, now: Date): Promise<void> {
  await db.updateTable('carts').set({ updatedAt: now.toISOString() }).where('id', '=', cartId).execute();
}

/** Stores a cart's discount code when the request names another one (`undefined` leaves it); the cart as it now is. */
export async function storeCartDiscountCode<C extends { id: string; discountCode: string | null }>(db: Kysely<Database>, cart: C, wanted: string | null | undefined): Promise<C> {
  if (wanted === undefined || wanted === cart.discountCode) return cart;
  await db.updateTable('carts').set({ discountCode: wanted }).where('id', '=', cart.id).execute();
  return { ...cart, discountCode: wanted };
}
