// Public surface of the pure rules (§5, §9): no React, no Node-only API.
export { toBcp47, isFrench } from './locale.ts';
export type { Locale, Lang } from './locale.ts';
export { slugify } from './text/slugify.ts';
export { lookupByKey } from './lookup-by-key.ts';
export { fileType } from './files/file-type.ts';
export type { FileType } from './files/file-type.ts';
export { capacityInCentilitres } from './shop/capacity-in-centilitres.ts';
export type { CapacityUnit } from './shop/capacity-in-centilitres.ts';
export { formatCapacity } from './shop/format-capacity.ts';
export { formatCents, formatPrice } from './shop/format-price.ts';
export { formatDeduction } from './shop/format-deduction.ts';
export { isAlcohol } from './shop/is-alcohol.ts';
export { formatPricePerLitre, pricePerLitreCents } from './shop/price-per-litre.ts';
export { formatDiscount } from './shop/format-discount.ts';
export { applyReduction, parseEuros, reductionCents, shareCents, toCents, toEuros } from './shop/pricing/money.ts';
export type { Cents, Euros, Reduction } from './shop/pricing/money.ts';
export { reachedTier, unitPriceAt } from './shop/pricing/unit-price-at.ts';
export type { AppliedReduction, QuantityTier, UnitPrice } from './shop/pricing/unit-price-at.ts';
export type { DiscountInput } from './shop/format-discount.ts';
export { stockStatus, DEFAULT_STOCK_DISPLAY_THRESHOLD } from './shop/stock-status.ts';
export type { StockOptions, StockStatus } from './shop/stock-status.ts';
export { normalizeMultiple, PRODUCT_TYPES, productTypeTraits } from './shop/product-type.ts';
export type { ProductType, ProductTypeTraits } from './shop/product-type.ts';
export { freeShippingBottleCount } from './shop/free-shipping-bottle-count.ts';
export type { BottleCountItem } from './shop/free-shipping-bottle-count.ts';
export { checkShipmentLimits } from './shop/shipment-limits.ts';
export { initialDeliveryType, orderDeliveryType } from './shop/checkout/delivery-type.ts';
export type { DeliveryType, ShippableLine } from './shop/checkout/delivery-type.ts';
export { checkoutTotal, shippingFees } from './shop/checkout/shipping-fees.ts';
export { orderIsPaid } from './shop/checkout/order-is-paid.ts';
export type { ShipmentLimitError } from './shop/shipment-limits.ts';
export { quantityOptions } from './shop/quantity/quantity-options.ts';
export { quantityChoices } from './shop/quantity/quantity-choices.ts';
export { validateQuantity } from './shop/quantity/validate-quantity.ts';
export { addQuantityRule, addQuantityStep } from './shop/quantity/add-quantity-rule.ts';
export type { QuantityDeclination } from './shop/quantity/add-quantity-rule.ts';
export type { QuantityCheck, QuantityError, QuantityErrorCode, QuantityInput } from './shop/quantity/validate-quantity.ts';
export { quantityErrorMessage, QUANTITY_MESSAGES } from './shop/quantity/quantity-error-message.ts';
export { declinationName } from './shop/declination-name.ts';
export type { DeclinationValues, VariationLabel } from './shop/declination-name.ts';
export { declinationVariations } from './shop/declination-variations.ts';
export type { DeclinationVariation, DeclinationVariations } from './shop/declination-variations.ts';
export { customizationCost } from './shop/customization-cost.ts';
export type {
  CustomizationAnswerInput,
  CustomizationCost,
  CustomizationCostInput,
  CustomizationTier,
} from './shop/customization-cost.ts';
export { formatCustomizationCost } from './shop/format-customization-cost.ts';
export { cropText, DEFAULT_CROP_LENGTH } from './text/crop-text.ts';
export { isDarkColor, parseColor, DARK_LUMINANCE_THRESHOLD } from './is-dark-color.ts';
export type { Rgb } from './is-dark-color.ts';
export { escapeHtml } from './text/escape-html.ts';
export { fillLegalPlaceholders } from './text/fill-legal-placeholders.ts';
export { createHostResolver, normalizeHost } from './create-host-resolver.ts';
export type { HostedSite } from './create-host-resolver.ts';
export { CONTENT_DETAIL_KINDS, ELEMENT_DETAIL_LISTS, fixedRouteByName, fixedRoutes, personalPathPrefixes } from './fixed-routes.ts';
export type { ContentDetailKind, FixedRoute } from './fixed-routes.ts';
export { dayInWords } from './day-in-words.ts';
export { pickupInWords } from './shop/pickup-in-words.ts';
export type { PickupSlot } from './shop/pickup-in-words.ts';
