import { customizedPrice, customizeTarget } from '../../runtime/index.server.ts';
import type { BlockLoadContext, CustomizeDeclination, CustomizeProduct } from '../../runtime/index.server.ts';
import { productPath } from '../../runtime/index.ts';
import type { CustomizedPrice } from '../../runtime/index.ts';
import { formatCapacity } from '../../rules/index.ts';
import type { Locale } from '../../rules/index.ts';
import type { ProductCustomizeData } from './product-customize-data.ts';
import type { ProductCustomizeProps } from './product-customize.block.ts';

function declinationLabel(declination: CustomizeDeclination, locale: Locale): string {
  const parts: string[] = [];
  if (declination.year) parts.push(String(declination.year));
  if (declination.capacity && declination.capacityUnit) parts.push(formatCapacity(declination.capacity, declination.capacityUnit, locale));
  if (declination.name) parts.push(declination.name);
  return parts.join(' · ');
}

function imageOf(product: CustomizeProduct, declination: CustomizeDeclination): ProductCustomizeData['product']['image'] {
  const image = declination.image ?? product.image;
  if (!image?.src || !image.width || !image.height) return null;
  return { src: image.src, alt: image.alt ?? product.name, width: image.width, height: image.height };
}

/**
 * Server side: the product, the declination and the customizations the route names, and the price
 * before any answer (POST …/customize/price with none). An unknown product or declination never
 * reaches here: the page's record check answers 404 first.
 */
export async function loadProductCustomize({ api, props, params = {}, locale }: BlockLoadContext<ProductCustomizeProps>): Promise<ProductCustomizeData> {
  // The route's product and declination, else (on another page) the ones the props name.
  const named = props.idDeclination ? { id: props.idProduct ? String(props.idProduct) : undefined, idDeclination: String(props.idDeclination) } : {};
  const target = await customizeTarget(api, params.idDeclination ? params : named);
  if (!target.found) throw new Error(`product-customize: no customizable declination ${params.idDeclination ?? props.idDeclination ?? '(none)'} of product ${params.id ?? params.slug ?? props.idProduct ?? '(none)'}`);
  const { product, declination, customizations } = target;
  const price = await customizedPrice(api, product.id, declination.id, []);
  if (!price.success) throw new Error(`product-customize: the price of declination ${declination.id}: ${price.message}`);
  return {
    product: {
      id: product.id,
      name: product.name,
      productType: product.productType,
      href: productPath(locale, product),
      image: imageOf(product, declination),
    },
    declination: { id: declination.id, label: declinationLabel(declination, locale), sellByMultipleOf: declination.sellByMultipleOf ?? 1 },
    customizations,
    price: price.data,
  };
}
