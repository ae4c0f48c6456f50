import type { Customization, CustomizationsDocument } from '../../../schemas/catalogue/customizations.schema.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { siteDocument } from './catalogue.ts';

/** The customizations a product offers, in their configured order. */
export function customizationsOfProduct(site: LoadedSite, idProduct: number): Customization[] {
  const all = siteDocument<CustomizationsDocument>(site, 'catalogue/customizations.json')?.customizations ?? [];
  return all
    .filter((one) => one.idProducts.includes(idProduct))
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id);
}
