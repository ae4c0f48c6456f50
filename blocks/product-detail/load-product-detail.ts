import { keepJson } from '../../runtime/index.server.ts';
import type { BlockLoadContext } from '../../runtime/index.server.ts';
import { routeParam, unwrap } from '../content-kit/load-context.ts';
import { cardProduct } from '../shop-kit/card-product.ts';
import type { CardProduct } from '../shop-kit/card-product.ts';
import type { ServedAward, ProductInCents, ProductDetailInCents } from '../../schemas/api/shop/product.ts';
import { productContracts } from '../../schemas/api/shop/product-contracts.ts';
import type { Preselection } from './declination-choices.ts';
import type { ProductDetailProps } from './product-detail.block.ts';
import type { ProductDetailData } from './product-detail.block.ts';

const number = (value: string | null | undefined) => (value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : undefined);

/** The preselection of a product page: the route's declination or vintage, else `?declination=`. */
export function preselectionOf(params: Record<string, string | undefined> | undefined, url: URL | undefined): Preselection {
  const idDeclination = number(params?.idDeclination) ?? number(url?.searchParams.get('declination'));
  if (idDeclination !== undefined) return { idDeclination };
  const year = number(params?.year);
  return year === undefined ? {} : { year };
}

/** GET /product/{id}?with=awards,recommended: the product page's record, with what its blocks show beside it. */
type ServedProductWithExtras = ProductDetailInCents;

type RecordParts = Pick<ProductDetailData, 'product' | 'awards' | 'recommended'>;
const recordParts = new WeakMap<ServedProductWithExtras, RecordParts>();

/**
 * The page's record split into what the block shows: once per answer. The runtime keeps an
 * unchanged product answer as the same frozen object (it revalidates it by ETag on every page), so
 * the parts are marked as fixed too and their JSON in the boot data is written once.
 */
function partsOf(record: ServedProductWithExtras): RecordParts {
  let parts = recordParts.get(record);
  if (!parts) {
    const { awards = [], recommendedProducts = [], names: _names, ...product } = record;
    parts = { product: keepJson(product), awards: keepJson(awards), recommended: keepJson(recommendedProducts.map(cardProduct)) };
    recordParts.set(record, parts);
  }
  return parts;
}

/**
 * Server side: the product, its awards and recommended products. On a product page they come
 * with the page's checked record (one API call for the page); elsewhere they are asked for.
 */
export async function loadProductDetail(ctx: BlockLoadContext<ProductDetailProps>): Promise<ProductDetailData> {
  const id = routeParam(ctx, 'id', ctx.props.productId);
  if (!/^[1-9][0-9]*$/.test(id)) throw new Error(`product-detail: the id must be a positive whole number, got "${id}"`);
  const asked = preselectionOf(ctx.params, ctx.url);
  const record = ctx.record && String(ctx.record.id) === id ? (ctx.record as unknown as ServedProductWithExtras) : null;
  if (record?.awards && record.recommendedProducts) {
    const parts = partsOf(record);
    return { ...parts, recommended: ctx.props.showRecommended === false ? [] : parts.recommended, asked };
  }
  const [whole, awards, recommended] = await Promise.all([
    record ?? ctx.api.call(productContracts.read, { params: { id: Number(id) } }).then((result) => unwrap(result, `GET /product/${id}`)),
    record?.awards ?? ctx.api.call(productContracts.awards, { query: { product: Number(id) } }).then((result) => unwrap(result, `GET /award?product=${id}`)),
    ctx.props.showRecommended === false
      ? []
      : (record?.recommendedProducts?.map(cardProduct) ??
        ctx.api.call(productContracts.recommended, { params: { id: Number(id) } }).then((result) => unwrap(result, `GET /v2/product/recommended/${id}`).products.map(cardProduct))),
  ]);
  const { awards: _awards, recommendedProducts: _recommended, names: _names, ...product } = whole;
  return { product, awards, recommended, asked };
}
