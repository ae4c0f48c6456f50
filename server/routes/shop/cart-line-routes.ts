import { Hono } from 'hono';
import { cartContracts } from '../../../schemas/api/shop/cart-contracts.ts';
import type { ApiContext } from '../../context.ts';
import { ApiError, check, parseMultipart, stagedFiles } from '../../http/index.ts';
import { cartUploadRules } from './cart-upload-rules.ts';
import { addToCart } from '../../shop/cart/add-to-cart.ts';
import { CART_NOT_FOUND, findCart } from '../../shop/cart/cart-repository.ts';
import { removeCartLine, setCartLineQuantity } from '../../shop/cart/change-cart-line.ts';
import { priceCart } from '../../shop/cart/cart-view.ts';
import { shopRequest, shopRoute } from './shop-request.ts';

/** Add to cart, change a line's quantity, remove a line (§7 Cart; schemas/api/shop/cart-contracts.ts). */
export function cartLineRoutes(ctx: ApiContext): Hono {
  const app = new Hono();

  shopRoute(app, cartContracts.addLine, async ({ params: { cartId, declinationId } }, c) => {
    const request = await shopRequest(c);
    // Files stream to the store as they arrive, bounded by the product's FILE customizations.
    const parts = await parseMultipart(c, { store: ctx.files, ...cartUploadRules(request.site, declinationId) });
    const staged = stagedFiles(parts);
    let id: string;
    try {
      const fields = check(cartContracts.addLine.body, { ...parts.fields, quantity: Number(parts.fields.quantity) }, 'body');
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
    return { cartId: id, cart: priced.view };
  });

  shopRoute(app, cartContracts.setLineQuantity, async ({ params, body }, c) => {
    const { site, lang, userId } = await shopRequest(c);
    const target = { cartId: params.cartId, productId: params.productId, idCartProduct: body.idCartProduct, userId };
    const cart = await setCartLineQuantity(ctx, site, target, body.quantity, lang);
    return (await priceCart(ctx.db, site, cart, lang)).view;
  });

  shopRoute(app, cartContracts.removeLine, async ({ params }, c) => {
    const { site, lang, userId } = await shopRequest(c);
    const cart = await removeCartLine(ctx, site, { ...params, userId });
    return (await priceCart(ctx.db, site, cart, lang)).view;
  });

  return app;
}
