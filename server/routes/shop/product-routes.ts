import { Hono } from 'hono';
import type { AwardsDocument } from '../../../schemas/catalogue/awards.schema.ts';
import type { FeaturesDocument } from '../../../schemas/catalogue/features.schema.ts';
import type { MealIconsDocument } from '../../../schemas/catalogue/meal-icons.schema.ts';
import { resolveLocalized } from '../../../schemas/localized.ts';
import type { Product } from '../../../schemas/catalogue/products.schema.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import type { ApiContext } from '../../context.ts';
import type { Locale } from '../../../rules/locale.ts';
import { productContracts } from '../../../schemas/api/shop/product-contracts.ts';
import { customizationContracts } from '../../../schemas/api/shop/customization-contracts.ts';
import { applyListQuery, foldText, parseListQuery } from '../../http/index.ts';
import { catalogueHash, productsOf, requireProduct, siteDocument } from '../../shop/catalogue/catalogue.ts';
import { customizationsOfProduct } from '../../shop/catalogue/customizations.ts';
import { productView } from '../../shop/catalogue/product-view.ts';
import { soldQuantities } from '../../shop/cart/sold-quantities.ts';
import { shopRequest, shopRoute } from './shop-request.ts';

const FILTERS = ['id', 'name', 'kind', 'search', 'tags'] as const;
const RECOMMENDED_MAX = 4;

/** Products, product detail, customizations, awards, recommended products, meal icons. */
export function productRoutes(ctx: ApiContext): Hono {
  const app = new Hono();

  const soldOf = (idSite: number, ids: number[]) => soldQuantities(ctx.db, idSite, ids);
  const declinationIds = (products: { declinations: { id: number }[] }[]) => products.flatMap((p) => p.declinations.map((d) => d.id));

  shopRoute(app, productContracts.list, async (_input, c) => {
    const { site, lang } = await shopRequest(c);
    const query = parseListQuery(c.req.query(), FILTERS, {
      nbItem: 100,
      orderable: ['price', 'priceToPay', 'name', 'id', 'order', 'vintage'],
      defaultOrderBy: { field: 'price', direction: 'asc' },
    });
    // `id=3,7,8` (a block's chosen products): only those are built, not the whole catalogue (the list query filters them again).
    const ids = query.filters.find((filter) => filter.field === 'id' && filter.op === 'eq')?.value.split(',').map(Number);
    const listed = productsOf(site).filter((product) => product.isValid !== false && (ids === undefined || ids.includes(product.id)));
    const sold = await soldOf(site.idSite, declinationIds(listed));
    // Each listed product carries its awards, so a product card shows one without a call per card.
    const awards = resolveLocalized(siteDocument<AwardsDocument>(site, 'catalogue/awards.json')?.awards ?? [], lang);
    const items = listed.map((product) => {
      const view = productView(site, product, lang, sold);
      const search = foldText([view.name, view.summary ?? '', view.kind ?? '', ...(view.tags ?? [])].join(' '));
      // `orderBy=vintage`: a product's newest vintage; a product without one (a box, a voucher) counts as 0, after every wine newest first.
      const vintage = Math.max(0, ...view.declination.map((one) => one.year ?? 0));
      return { ...view, awards: awards.filter((award) => award.idProduct === product.id), hasCustomization: customizationsOfProduct(site, product.id).length > 0, search, vintage };
    });
    const page = applyListQuery(items, query);
    return { products: page.items.map(({ search: _search, vintage: _vintage, ...view }) => view), total: page.total };
  });

  const awardsOf = (site: LoadedSite, id: number, lang: Locale) =>
    resolveLocalized((siteDocument<AwardsDocument>(site, 'catalogue/awards.json')?.awards ?? []).filter((award) => award.idProduct === id), lang);

  /** The products shown beside one: its own `recommended` list, else others of its kind first; at most four. */
  const recommendedOf = (site: LoadedSite, product: Product) => {
    const listed = productsOf(site).filter((one) => one.isValid !== false && one.id !== product.id);
    const chosen = product.recommended?.length
      ? product.recommended.map((rid) => listed.find((one) => one.id === rid)).filter((one) => one !== undefined)
      : listed.filter((one) => one.kind === product.kind).concat(listed.filter((one) => one.kind !== product.kind));
    return chosen.slice(0, RECOMMENDED_MAX);
  };

  /**
   * One product with its features, variation features and meal icons, and its `names` in every
   * language (a page links to its other language's address without asking again). With
   * `?with=awards,recommended` the answer also carries what `/award?product={id}` answers
   * (`awards`) and the products of `/v2/product/recommended/{id}` (`recommendedProducts`; the
   * product's own `recommended` stays its list of ids): a product page is then one call.
   * The answer carries an ETag made of the catalogue's fingerprint, the language, the extras and
   * the units sold of every declination it shows (decision 0030): a request whose `If-None-Match`
   * still matches gets a 304 without the answer being built, and an order that takes units (or a
   * cancellation that gives them back) changes it at once.
   */
  shopRoute(app, productContracts.read, async ({ params: { id }, query: { with: extras } }, c, reply) => {
    const { site, lang } = await shopRequest(c);
    const wanted = new Set(extras?.split(',') ?? []);
    const product = requireProduct(site, id);
    const recommended = wanted.has('recommended') ? recommendedOf(site, product) : [];
    const shown = declinationIds([product, ...recommended]);
    const sold = await soldOf(site.idSite, shown);
    const stock = shown.map((one) => sold.get(one) ?? 0).join(',');
    return reply.cached(['product', site.idSite, catalogueHash(site), lang, id, [...wanted].sort().join(','), stock], () => {
      const features = (siteDocument<FeaturesDocument>(site, 'catalogue/features.json')?.features ?? [])
        .filter((feature) => feature.idProduct === id)
        .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
      const mealIcons = siteDocument<MealIconsDocument>(site, 'catalogue/meal-icons.json')?.mealIcons ?? [];
      return {
        ...productView(site, product, lang, sold),
        features: resolveLocalized(features.filter((feature) => !feature.idDeclination), lang),
        variationFeatures: resolveLocalized(features.filter((feature) => feature.idDeclination), lang),
        mealIcons: resolveLocalized(mealIcons.filter((icon) => product.mealIcons?.includes(icon.id)), lang),
        hasCustomization: customizationsOfProduct(site, id).length > 0,
        names: { fr: resolveLocalized(product.name, 'fr_FR'), en: resolveLocalized(product.name, 'en') },
        ...(wanted.has('awards') ? { awards: awardsOf(site, id, lang) } : {}),
        ...(wanted.has('recommended') ? { recommendedProducts: recommended.map((one) => productView(site, one, lang, sold)) } : {}),
      };
    });
  });

  shopRoute(app, customizationContracts.ofProduct, async ({ params: { id } }, c) => {
    const { site, lang } = await shopRequest(c);
    requireProduct(site, id);
    return resolveLocalized(customizationsOfProduct(site, id), lang);
  });

  shopRoute(app, productContracts.awards, async ({ query: { product } }, c) => {
    const { site, lang } = await shopRequest(c);
    requireProduct(site, product);
    return awardsOf(site, product, lang);
  });

  shopRoute(app, productContracts.recommended, async ({ params: { id } }, c) => {
    const { site, lang } = await shopRequest(c);
    const picked = recommendedOf(site, requireProduct(site, id));
    const sold = await soldOf(site.idSite, declinationIds(picked));
    return { products: picked.map((one) => productView(site, one, lang, sold)) };
  });

  shopRoute(app, productContracts.mealIcons, async (_input, c) => {
    const { site, lang } = await shopRequest(c);
    const icons = siteDocument<MealIconsDocument>(site, 'catalogue/meal-icons.json')?.mealIcons ?? [];
    return resolveLocalized(icons, lang);
  });

  return app;
}
