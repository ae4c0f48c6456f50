import type { ServedProductDetail } from '../../schemas/api/shop/product.ts';

type MealIcon = ServedProductDetail['mealIcons'][number];

/**
 * The meal icons a product page shows (§4 "the meal icon list is fetched once"): the product's
 * icon ids, looked up in the list the start-up fetched once for the page load
 * (`GET /parameter/product/meal-icon`, boot data `startup.mealIcons`). Without that list (the
 * call failed), the icons the product answer carries.
 */
export function mealIconsOf(product: Pick<ServedProductDetail, 'mealIcons'>, cached: unknown): MealIcon[] {
  if (!Array.isArray(cached)) return product.mealIcons;
  const ids = new Set(product.mealIcons.map((icon) => icon.id));
  return (cached as MealIcon[]).filter((icon) => ids.has(icon.id));
}
