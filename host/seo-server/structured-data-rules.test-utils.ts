/*
 * Google's rich-results requirements, written as data: for each schema.org type the structured-data
 * test meets, the properties Google REQUIRES (a missing one fails the test) and RECOMMENDS (a missing
 * one fails it too, unless it is listed in `allowedMissing` with the reason), and what each property
 * must be. Sources (Google Search Central, "Structured data" guides):
 * - Product variants: https://developers.google.com/search/docs/appearance/structured-data/product-variants
 * - Merchant listings (Product, Offer, OfferShippingDetails, MerchantReturnPolicy):
 *   https://developers.google.com/search/docs/appearance/structured-data/merchant-listing
 * - Breadcrumb: https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
 * - Article: https://developers.google.com/search/docs/appearance/structured-data/article
 * - Event: https://developers.google.com/search/docs/appearance/structured-data/event
 * - Local business: https://developers.google.com/search/docs/appearance/structured-data/local-business
 * - Organization (logo): https://developers.google.com/search/docs/appearance/structured-data/organization
 */

/** What a property's value must be. */
export type ValueKind = 'text' | 'url' | 'rasterImage' | 'date' | 'dateTimeWithZone' | 'price' | 'currency' | 'country' | 'number' | 'object' | 'enum' | 'phone';

export interface PropertyRule {
  kind: ValueKind;
  /** For an object: the @type (or one of them) it must have. */
  types?: readonly string[];
  /** For an enum: the allowed values. */
  values?: readonly string[];
  /** May be a list of such values. */
  list?: boolean;
}

export interface TypeRule {
  /** The Google page the rule comes from. */
  source: string;
  required: Record<string, PropertyRule>;
  recommended: Record<string, PropertyRule>;
  /** Recommended properties our sites cannot give yet, and why (a missing one is then no failure). */
  allowedMissing?: Record<string, string>;
}

const text: PropertyRule = { kind: 'text' };
const url: PropertyRule = { kind: 'url' };
const imageUrl: PropertyRule = { kind: 'url', list: true };
const LOCAL_BUSINESS_TYPES = ['LocalBusiness', 'Winery', 'TravelAgency', 'AutoRental', 'Store'] as const;
const AVAILABILITY = ['https://schema.org/InStock', 'https://schema.org/OutOfStock', 'https://schema.org/LimitedAvailability', 'https://schema.org/SoldOut', 'https://schema.org/PreOrder', 'https://schema.org/BackOrder'];
const address: PropertyRule = { kind: 'object', types: ['PostalAddress'] };
const organization: PropertyRule = { kind: 'object', types: ['Organization', 'Person', ...LOCAL_BUSINESS_TYPES] };

const offer: TypeRule = {
  source: 'https://developers.google.com/search/docs/appearance/structured-data/merchant-listing#offer-details',
  required: { price: { kind: 'price' }, priceCurrency: { kind: 'currency' } },
  recommended: {
    availability: { kind: 'enum', values: AVAILABILITY },
    itemCondition: { kind: 'enum', values: ['https://schema.org/NewCondition', 'https://schema.org/UsedCondition', 'https://schema.org/RefurbishedCondition', 'https://schema.org/DamagedCondition'] },
    url,
    shippingDetails: { kind: 'object', types: ['OfferShippingDetails'], list: true },
    hasMerchantReturnPolicy: { kind: 'object', types: ['MerchantReturnPolicy'] },
  },
};

/** Merchant listings: "Image URLs must be crawlable and indexable" in a raster format (no SVG, Merchant Center image requirements). */
const productImage: PropertyRule = { kind: 'rasterImage', list: true };

const product: TypeRule = {
  source: 'https://developers.google.com/search/docs/appearance/structured-data/merchant-listing#product',
  required: { name: text, image: productImage, offers: { kind: 'object', types: ['Offer'], list: true } },
  recommended: { description: text, sku: text, brand: { kind: 'object', types: ['Brand', 'Organization'] } },
  allowedMissing: {
    gtin: 'the catalogue has no GTIN (estate wines sold from the cellar)',
    description: 'a variant inherits the description of its ProductGroup',
    brand: 'a variant inherits the brand of its ProductGroup',
  },
};

export const TYPE_RULES: Record<string, TypeRule> = {
  // Google requires only `name` of a ProductGroup; hasVariant, productGroupID and variesBy are held
  // as required here (stricter): the variant model means nothing without them. `productionDate`
  // (the vintage) in variesBy is schema.org but not in Google's supported list (size, color,
  // material, pattern, suggestedAge, suggestedGender): the Rich Results Test may ignore it.
  ProductGroup: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/product-variants#productgroup',
    required: { name: text, hasVariant: { kind: 'object', types: ['Product'], list: true }, productGroupID: text, variesBy: { kind: 'url', list: true } },
    recommended: { description: text, brand: { kind: 'object', types: ['Brand', 'Organization'] }, image: productImage, url },
  },
  Product: product,
  Offer: offer,
  OfferShippingDetails: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/merchant-listing#shipping-details-properties',
    required: { shippingDestination: { kind: 'object', types: ['DefinedRegion'], list: true }, shippingRate: { kind: 'object', types: ['MonetaryAmount'] } },
    // Issue 39: the delivery time (handling and transit days from the carriers' file) is held too.
    recommended: { deliveryTime: { kind: 'object', types: ['ShippingDeliveryTime'] } },
  },
  ShippingDeliveryTime: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/merchant-listing#shippingdeliverytime',
    required: { handlingTime: { kind: 'object', types: ['QuantitativeValue'] }, transitTime: { kind: 'object', types: ['QuantitativeValue'] } },
    recommended: {},
  },
  QuantitativeValue: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/merchant-listing#quantitativevalue',
    required: { minValue: { kind: 'number' }, maxValue: { kind: 'number' }, unitCode: { kind: 'enum', values: ['DAY', 'd'] } },
    recommended: {},
  },
  DefinedRegion: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/merchant-listing#definedregion',
    required: { addressCountry: { kind: 'country' } },
    recommended: {},
  },
  MonetaryAmount: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/merchant-listing#monetaryamount',
    required: { value: { kind: 'number' }, currency: { kind: 'currency' } },
    recommended: {},
  },
  MerchantReturnPolicy: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/merchant-listing#return-policy-properties',
    required: {
      applicableCountry: { kind: 'country', list: true },
      returnPolicyCategory: { kind: 'enum', values: ['https://schema.org/MerchantReturnFiniteReturnWindow', 'https://schema.org/MerchantReturnNotPermitted', 'https://schema.org/MerchantReturnUnlimitedWindow'] },
    },
    recommended: {
      merchantReturnDays: { kind: 'number' },
      returnMethod: { kind: 'enum', values: ['https://schema.org/ReturnByMail', 'https://schema.org/ReturnInStore', 'https://schema.org/ReturnAtKiosk'] },
      returnFees: { kind: 'enum', values: ['https://schema.org/FreeReturn', 'https://schema.org/ReturnFeesCustomerResponsibility', 'https://schema.org/ReturnShippingFees'] },
    },
  },
  BreadcrumbList: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/breadcrumb#structured-data-type-definitions',
    required: { itemListElement: { kind: 'object', types: ['ListItem'], list: true } },
    recommended: {},
  },
  ListItem: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/breadcrumb#listitem',
    required: { name: text, position: { kind: 'number' }, item: url },
    recommended: {},
  },
  NewsArticle: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/article#structured-data-type-definitions',
    required: {},
    recommended: { headline: text, image: imageUrl, datePublished: { kind: 'date' }, dateModified: { kind: 'date' }, author: { ...organization, list: true }, publisher: organization },
  },
  BlogPosting: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/article#structured-data-type-definitions',
    required: {},
    recommended: { headline: text, image: imageUrl, datePublished: { kind: 'date' }, dateModified: { kind: 'date' }, author: { ...organization, list: true }, publisher: organization },
  },
  Event: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/event#structured-data-type-definitions',
    required: { name: text, startDate: { kind: 'dateTimeWithZone' }, location: { kind: 'object', types: ['Place'] } },
    recommended: {
      description: text,
      endDate: { kind: 'dateTimeWithZone' },
      eventStatus: { kind: 'enum', values: ['https://schema.org/EventScheduled', 'https://schema.org/EventCancelled', 'https://schema.org/EventPostponed', 'https://schema.org/EventRescheduled', 'https://schema.org/EventMovedOnline'] },
      eventAttendanceMode: { kind: 'enum', values: ['https://schema.org/OfflineEventAttendanceMode', 'https://schema.org/OnlineEventAttendanceMode', 'https://schema.org/MixedEventAttendanceMode'] },
      image: imageUrl,
      organizer: organization,
    },
    // Issue 39: the calendar's events carry their price (0 = free), hence an offer; a workshop (an element of a list) has no price field yet.
    allowedMissing: { offers: 'a workshop (an element of the atelier list) has no price field yet; every event of the calendar has an offer (structured-data.test.ts)', performer: 'tastings and workshops have no performer' },
  },
  /** The offer of an Event (checked instead of the merchant listing's Offer rule under an Event). */
  EventOffer: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/event#offer',
    required: {},
    recommended: { price: { kind: 'price' }, priceCurrency: { kind: 'currency' }, availability: { kind: 'enum', values: AVAILABILITY }, url },
    allowedMissing: { validFrom: 'the calendar sells no tickets: its price is the entry fee on the day' },
  },
  Place: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/event#location',
    required: { address },
    recommended: { name: text },
  },
  PostalAddress: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/local-business#structured-data-type-definitions',
    required: {},
    recommended: { streetAddress: text, addressLocality: text, postalCode: text, addressCountry: { kind: 'country' } },
  },
  Organization: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/organization',
    required: { name: text },
    // Issue 39: an article's publisher (the business, an Organization) shows its logo.
    recommended: { url, logo: url },
  },
  ...Object.fromEntries(
    LOCAL_BUSINESS_TYPES.map((type) => [
      type,
      {
        source: 'https://developers.google.com/search/docs/appearance/structured-data/local-business#structured-data-type-definitions',
        required: { name: text, address },
        recommended: {
          url,
          telephone: { kind: 'phone' },
          geo: { kind: 'object', types: ['GeoCoordinates'] },
          openingHoursSpecification: { kind: 'object', types: ['OpeningHoursSpecification'], list: true },
          image: imageUrl,
          logo: url,
        },
      } satisfies TypeRule,
    ]),
  ),
  GeoCoordinates: {
    source: 'https://developers.google.com/search/docs/appearance/structured-data/local-business#structured-data-type-definitions',
    required: { latitude: { kind: 'number' }, longitude: { kind: 'number' } },
    recommended: {},
  },
};

/** Types that may appear and need no rule of their own. */
export const TYPES_WITHOUT_RULES = new Set(['Brand', 'OpeningHoursSpecification', 'Person', 'PropertyValue']);

/**
 * Words of the sites' French interface that must not appear in an English block's labels (names,
 * headlines, sizes…; free descriptions written by the owner are not labels and are not checked).
 */
export const FRENCH_LABEL_WORDS = [
  'cuvée', 'millésime', 'contenance', 'bouteille', 'demi-bouteille', 'format', 'accueil', 'actualités', 'livraison',
  'retour', 'atelier', 'ateliers', 'dégustation', 'dégustations', 'calendrier', 'sans millésime', 'lot de', 'formule', 'conditionnement',
] as const;

/** Keys whose text is a label the site's interface writes (checked for French words in English blocks). */
export const LABEL_KEYS = new Set(['name', 'headline', 'size', 'alternateName', 'inLanguage']);

/** Keys holding a proper name (the business, its address), the same in every language. */
export const PROPER_NAME_PATHS = /(^|\.)(brand|publisher|organizer|author|location|address)(\.|$)/;
