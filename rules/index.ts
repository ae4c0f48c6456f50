// Public surface of the pure rules (§5, §9): no React, no Node-only API.
export { toBcp47, isFrench } from './locale.ts';
export type { Locale, LocaleInput } from './locale.ts';
export { slugify } from './slugify.ts';
export { fileType } from './file-type.ts';
export type { FileType } from './file-type.ts';
export { capacityInCentilitres } from './capacity-in-centilitres.ts';
export type { CapacityUnit } from './capacity-in-centilitres.ts';
export { formatCapacity } from './format-capacity.ts';
export { formatPrice } from './format-price.ts';
export { normalizeMultiple } from './product-type.ts';
export type { ProductType } from './product-type.ts';
export { freeShippingBottleCount } from './free-shipping-bottle-count.ts';
export { checkShipmentLimits } from './shipment-limits.ts';
export type { ShipmentLimitError } from './shipment-limits.ts';
export type { BottleCountItem } from './free-shipping-bottle-count.ts';
export { quantityOptions } from './quantity-options.ts';
export { validateQuantity } from './validate-quantity.ts';
export type { QuantityCheck, QuantityError, QuantityErrorCode, QuantityInput } from './validate-quantity.ts';
export { quantityErrorMessage, QUANTITY_MESSAGES } from './quantity-error-message.ts';
export { declinationName } from './declination-name.ts';
export type { DeclinationValues, VariationLabel } from './declination-name.ts';
export { customizationCost } from './customization-cost.ts';
export type {
  CustomizationAnswerInput,
  CustomizationCost,
  CustomizationCostInput,
  CustomizationTier,
} from './customization-cost.ts';
export { formatCustomizationCost } from './format-customization-cost.ts';
export { cropText, DEFAULT_CROP_LENGTH } from './crop-text.ts';
export { isDarkColor, parseColor, DARK_LUMINANCE_THRESHOLD } from './is-dark-color.ts';
export type { Rgb } from './is-dark-color.ts';
export { escapeHtml } from './escape-html.ts';
export { fillLegalPlaceholders } from './fill-legal-placeholders.ts';
export { createHostResolver, normalizeHost } from './create-host-resolver.ts';
export type { HostedSite } from './create-host-resolver.ts';
export { CONTENT_DETAIL_KINDS, ELEMENT_DETAIL_LISTS, fixedRouteByName, fixedRoutes } from './fixed-routes.ts';
export type { ContentDetailKind, FixedRoute } from './fixed-routes.ts';
