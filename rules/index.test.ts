import { describe, expect, it } from 'vitest';
import * as rules from './index.ts';

describe('rules public surface', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(rules).sort()).toEqual(
      [
        'DARK_LUMINANCE_THRESHOLD', 'DEFAULT_CROP_LENGTH', 'QUANTITY_MESSAGES', 'capacityInCentilitres', 'cropText', 'dayInWords', 'pickupInWords',
        'customizationCost', 'declinationName', 'declinationVariations', 'escapeHtml', 'fillLegalPlaceholders', 'fileType', 'formatCapacity', 'formatCustomizationCost', 'formatCents', 'formatPrice',
        'freeShippingBottleCount', 'checkShipmentLimits', 'isDarkColor', 'isFrench', 'normalizeMultiple', 'PRODUCT_TYPES', 'productTypeTraits', 'parseColor', 'parseEuros', 'quantityErrorMessage',
        'quantityOptions', 'quantityChoices', 'slugify', 'toBcp47', 'validateQuantity', 'addQuantityRule', 'addQuantityStep',
        'formatDiscount', 'stockStatus', 'DEFAULT_STOCK_DISPLAY_THRESHOLD',
        'applyReduction', 'reductionCents', 'shareCents', 'toCents', 'toEuros', 'reachedTier', 'unitPriceAt',
        'createHostResolver', 'normalizeHost', 'lookupByKey',
        'initialDeliveryType', 'orderDeliveryType', 'checkoutTotal', 'shippingFees', 'orderIsPaid',
        'formatDeduction', 'isAlcohol', 'formatPricePerLitre', 'pricePerLitreCents',
        'CONTENT_DETAIL_KINDS', 'ELEMENT_DETAIL_LISTS', 'fixedRouteByName', 'fixedRoutes', 'personalPathPrefixes',
      ].sort(),
    );
  });
});
