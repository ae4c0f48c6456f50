import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { ApiError, check, ok, parseBody, parseMultipart, parseParams, stagedFiles } from '../../http/index.ts';
import { cartUploadRules } from '../../shop/cart/cart-upload-rules.ts';
import { addToCart, remainingStock } from '../../shop/cart/add-to-cart.ts';
import { CART_NOT_FOUND, cartLinesOf, findCart, requireOpenCart, touchCart } from '../../shop/cart/cart-repository.ts';
import { priceCart } from '../../shop/cart/cart-view.ts';
import { requireDeclination } from '../../shop/catalogue/catalogue.ts';
import { checkQuantity } from '../../shop/cart/check-quantity.ts';
import { CartIdParam, IdParam, shopRequest } from './shop-request.ts';
import { checkAndTake, lockKeys } from '../../db/check-and-take.ts';

const AddFields = Type.Object({
  type: Type.Optional(Type.Literal('MAIN_CART')),
  quantity: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
  customizations: Type.Optional(
    Type.Array(
      Type.Object({
        idCustomization: Type.Integer({ minimum: 1, maximum: 2147483647 }),
        answer: Type.Union([Type.String({ maxLength: 2000 }), Type.Number(), Type.Boolean(), Type.Null()]),
      }),
      { maxItems: 50 },
    ),
  ),
});

const QuantityBody = Type.Object({
  quantity: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
  idCartProduct: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});

const NOT_IN_CART = { en: 'Product {id} is not in this cart', fr: 'Le produit {id} n’est pas dans ce panier' } as const;

/** Add to cart, change a line's quantity, remove a line (§7 Cart). */
export function cartLineRoutes(ctx: ApiContext): Hono {
  const app = new Hono();

  app.post('/cart/:cartId/product/:declinationId', async (c) => {
    const request = await shopRequest(c);
    const { cartId, declinationId } = parseParams(c, Type.Object({ cartId: CartIdParam, declinationId: IdParam }));
    // Files stream to the store as they arrive, bounded by the product's FILE customizations.
    const parts = await parseMultipart(c, { store: ctx.files, ...cartUploadRules(request.site, declinationId) });
    const staged = stagedFiles(parts);
    let id: string;
    try {
      const fields = check(AddFields, { ...parts.fields, quantity: Number(parts.fields.quantity) }, 'body');
      id = await addToCart(ctx, {
        ...request,
        cartId,
        idDeclination: declinationId,
        quantity: fields.quantity,
        answers: (fields.customizations ?? []).map((one) => ({ idCustomization: one.idCustomization, answer: one.answer })),
        files: staged.filter((file) => file.size > 0),
      });
    } catch (error) {
      await ctx.files.discard(staged);
      throw error;
    }
    // Files no answer took (or empty ones) were never recorded: their bytes go.
    const unused = [];
    for (const file of staged) if (!(await ctx.files.get(file.id))) unused.push(file);
    await ctx.files.discard(unused);
    const cart = await findCart(ctx.db, request.site.idSite, id);
    if (!cart) throw new ApiError(404, CART_NOT_FOUND);
    const priced = await priceCart(ctx.db, request.site, cart, request.lang);
    return ok(c, { cartId: id, cart: priced.view });
  });

  app.put('/cart/:cartId/product/:productId/quantity', async (c) => {
    const { site, lang, userId } = await shopRequest(c);
    const { cartId, productId } = parseParams(c, Type.Object({ cartId: CartIdParam, productId: IdParam }));
    const body = await parseBody(c, QuantityBody);
    // Under the cart's lock, as ordering takes it: no change to a cart while it is being ordered.
    const cart = await checkAndTake(ctx.db, lockKeys.cart(cartId), async (trx) => {
      const found = await requireOpenCart(trx, site.idSite, cartId, userId);
      const lines = await cartLinesOf(trx, found.id);
      const line = lines.find((one) => one.id === body.idCartProduct && one.idProduct === productId);
      if (!line) throw new ApiError(404, NOT_IN_CART, null, { id: String(productId) });
      const { product, declination } = requireDeclination(site, line.idDeclination);
      const others = lines.filter((one) => one.idDeclination === line.idDeclination && one.id !== line.id).reduce((sum, one) => sum + one.quantity, 0);
      checkQuantity(product, declination, body.quantity, await remainingStock(trx, site.idSite, declination, others), lang);
      await trx.updateTable('cartLines').set({ quantity: body.quantity }).where('id', '=', line.id).execute();
      await touchCart(trx, found.id, ctx.now());
      return found;
    });
    return ok(c, (await priceCart(ctx.db, site, cart, lang)).view);
  });

  app.delete('/cart/:cartId/product/:productId/:idCartProduct', async (c) => {
    const { site, lang, userId } = await shopRequest(c);
    const params = parseParams(c, Type.Object({ cartId: CartIdParam, productId: IdParam, idCartProduct: IdParam }));
    const cart = await checkAndTake(ctx.db, lockKeys.cart(params.cartId), async (trx) => {
      const found = await requireOpenCart(trx, site.idSite, params.cartId, userId);
      const result = await trx
        .deleteFrom('cartLines')
        .where('id', '=', params.idCartProduct)
        .where('cartId', '=', found.id)
        .where('idProduct', '=', params.productId)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new ApiError(404, NOT_IN_CART, null, { id: String(params.productId) });
      await touchCart(trx, found.id, ctx.now());
      return found;
    });
    return ok(c, (await priceCart(ctx.db, site, cart, lang)).view);
  });

  return app;
}
