import { quantityErrorMessage } from '../../rules/index.ts';
import { cartAddAction } from '../../runtime/index.server.ts';
import type { BlockActionContext, BlockActionResult } from '../../runtime/index.server.ts';

/** The page's answer to a refused no-JavaScript add (its actionData): the §8 message and what was typed. */
export interface AddToCartEcho {
  block: 'product-detail';
  idDeclination: number;
  quantity: string;
  message: string;
  /** What was typed was refused (the field is marked invalid); false when the API could not be reached. */
  invalid: boolean;
}

/** Query parameter of the page a successful no-JavaScript add returns to: the quantity added. */
export const ADDED_PARAM = 'added';

const whole = (value: FormDataEntryValue | null) => (typeof value === 'string' && /^\s*[0-9]{1,7}\s*$/.test(value) ? Number(value) : null);

function refused(status: number, idDeclination: number, quantity: string, message: string, invalid = false): BlockActionResult {
  const data: AddToCartEcho = { block: 'product-detail', idDeclination, quantity, message, invalid };
  return { status, data };
}

/**
 * A no-JavaScript add to cart: the quantity checked, then the cart's one no-JS add
 * (`cartAddAction`: the visitor's `cart-id` cookie, a new cart when needed). Success goes back
 * to the page (303) with `?added=N`; a refusal answers the page with the §8 message (422; 503
 * when the API is down).
 */
export async function addToCartAction({ body, api, locale, url, cookie }: BlockActionContext): Promise<BlockActionResult> {
  const idDeclination = whole(body.get('idDeclination'));
  const typed = typeof body.get('quantity') === 'string' ? String(body.get('quantity')).trim().slice(0, 20) : '';
  if (!idDeclination) return { status: 400, data: { block: 'product-detail', idDeclination: 0, quantity: typed, message: 'The product to add is missing', invalid: false } };
  const quantity = whole(body.get('quantity'));
  if (quantity === null || quantity <= 0) {
    return refused(422, idDeclination, typed, quantityErrorMessage({ code: 'NOT_POSITIVE', params: { n: 0 } }, locale), true);
  }
  const added = await cartAddAction({ api, cookie }, { idDeclination, quantity });
  if (!added.ok) return refused(added.status, idDeclination, typed, added.message, added.status === 422);
  const back = new URL(url);
  back.searchParams.set(ADDED_PARAM, String(quantity));
  return { redirect: `${back.pathname}${back.search}`, setCookies: added.setCookies };
}
