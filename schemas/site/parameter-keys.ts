/**
 * The canonical site parameter keys (docs/architecture.md §2): key → kind, default, allowed
 * values. Keys missing from a site's parameters.json take the default listed here (spec §9).
 */
export const parameterKinds = ['STRING', 'BOOLEAN', 'NUMBER', 'TEXT', 'LINK'] as const;
export type ParameterKind = (typeof parameterKinds)[number];

/** How one key is validated and defaulted. `format` narrows STRING values. */
export interface ParameterKeySpec {
  kind: ParameterKind;
  default: string | number | boolean;
  allowed?: readonly string[];
  format?: 'color' | 'hours' | 'email' | 'publishableKey';
  /** A NUMBER's bounds, inclusive (default: 0 and up). */
  range?: readonly [number, number];
  /** Shown to editors (JSON Schema description) when the key needs more than its name. */
  description?: string;
  /**
   * A TEXT value that is HTML, sanitized when the configuration loads. `with-scripts`: its
   * `<script>` elements are kept apart from the sanitized markup (they run only with ALLOW_CUSTOM_SCRIPTS).
   */
  html?: 'sanitized' | 'with-scripts';
}

const color = (value: string) => ({ kind: 'STRING', default: value, format: 'color' }) as const;
const num = (value: number) => ({ kind: 'NUMBER', default: value }) as const;
const bool = (value: boolean) => ({ kind: 'BOOLEAN', default: value }) as const;
const str = (value = '') => ({ kind: 'STRING', default: value }) as const;
const text = () => ({ kind: 'TEXT', default: '' }) as const;
const html = (mode: 'sanitized' | 'with-scripts' = 'sanitized') => ({ kind: 'TEXT', default: '', html: mode }) as const;
const link = () => ({ kind: 'LINK', default: '' }) as const;
const hours = () => ({ kind: 'STRING', default: '', format: 'hours' }) as const;
const choice = <const T extends readonly string[]>(allowed: T, value: T[number]) =>
  ({ kind: 'STRING', default: value, allowed }) as const;

export const parameterKeys = {
  // Colours and layout
  BACKGROUND_COLOR: color('#ffffff'),
  FONT_COLOR: color('#222222'),
  MENU_COLOR: color('#ffffff'),
  MENU_FONT_COLOR: color('#222222'),
  HEADER_COLOR: color('#ffffff'),
  FOOTER_COLOR: color('#222222'),
  FOOTER_FONT_COLOR: color('#ffffff'),
  PRIMARY_COLOR: color('#1f4e79'),
  ACCENT_COLOR: color('#c0392b'),
  TOP_BAR_COLOR: color('#1f4e79'),
  TOP_BAR_FONT_COLOR: color('#ffffff'),
  DARK_THEME: bool(false),
  LOGO_POSITION: choice(['LEFT', 'CENTER'], 'LEFT'),
  LOGO_HEIGHT: num(90),
  LOGO_FOOTER_HEIGHT: num(100),
  LOGO_MOBILE_HEIGHT: num(100),
  LOGO_MARGIN_TOP: num(25),
  LOGO_MARGIN_BOTTOM: num(25),
  MENU_FONT_SIZE: num(14),
  TITLE_FONT_SIZE: num(16),
  CONTENT_FONT_SIZE: num(12),
  SUBMENU_WIDTH: num(250),
  MENU_ICON_SIZE: num(12),
  DETAIL_PAGE_TOP_MARGIN: num(28),
  MENU_TYPE: choice(['RELATIVE', 'ABSOLUTE'], 'RELATIVE'),
  MENU_ALIGNMENT: choice(['LEFT', 'CENTER', 'RIGHT'], 'LEFT'),
  MENU_POSITION: choice(['TOP', 'BELOW_LOGO'], 'TOP'),
  MENU_HOVER_STYLE: choice(['UNDERLINE', 'BACKGROUND', 'COLOR'], 'UNDERLINE'),
  SUBMENU_ALIGNMENT: choice(['LEFT', 'CENTER', 'RIGHT'], 'LEFT'),
  SUBMENU_SHADOW: bool(true),
  FIXED_MENU: bool(false),
  MOBILE_MENU_POSITION: choice(['BOTTOM', 'TOP'], 'BOTTOM'),
  TOP_OF_PAGE_BUTTON: bool(true),
  SMALL_LANGUAGE_MENU: bool(true),
  CART_ON_HOVER: bool(false),
  REPEAT_SCROLL_ANIMATION: bool(false),
  // Company identity
  COMPANY_NAME: str(),
  LEGAL_AGENT: str(),
  LEGAL_COMPANY_NAME: str(),
  CORPORATE_FORM: str(),
  HEAD_OFFICE: str(),
  COMPANY_DESCRIPTION: text(),
  COMPANY_EMAIL: { kind: 'STRING', default: '', format: 'email' },
  COMPANY_MOBILE: str(),
  COMPANY_PHONE: str(),
  COMPANY_FAX: str(),
  RCS_NUMBER: str(),
  SHARE_CAPITAL: str(),
  SIRET: str(),
  INTRA_COMMUNITY_VAT: str(),
  OPENING_HOURS_MONDAY: hours(),
  OPENING_HOURS_TUESDAY: hours(),
  OPENING_HOURS_WEDNESDAY: hours(),
  OPENING_HOURS_THURSDAY: hours(),
  OPENING_HOURS_FRIDAY: hours(),
  OPENING_HOURS_SATURDAY: hours(),
  OPENING_HOURS_SUNDAY: hours(),
  SHOW_ADDRESS_IN_HEADER: bool(false),
  SHOW_ADDRESS_IN_FOOTER: bool(false),
  FACEBOOK_URL: link(),
  INSTAGRAM_URL: link(),
  TWITTER_URL: link(),
  LINKEDIN_URL: link(),
  TIKTOK_URL: link(),
  YOUTUBE_URL: link(),
  REVIEW_URL: link(),
  // Structured data for search engines (schema.org JSON-LD of the business and the shop)
  BUSINESS_TYPE: {
    kind: 'STRING',
    default: '',
    allowed: ['', 'LocalBusiness', 'Winery', 'TravelAgency', 'AutoRental', 'Store'],
    description: 'schema.org type of the business in search results; empty = Winery for a winemaker site, LocalBusiness otherwise.',
  },
  COMPANY_LATITUDE: { kind: 'NUMBER', default: 0, range: [-90, 90], description: 'Latitude of the premises (decimal degrees, WGS 84); 0 with COMPANY_LONGITUDE 0 = not given.' },
  COMPANY_LONGITUDE: { kind: 'NUMBER', default: 0, range: [-180, 180], description: 'Longitude of the premises (decimal degrees, WGS 84); 0 with COMPANY_LATITUDE 0 = not given.' },
  COMPANY_IMAGE: { kind: 'STRING', default: '', description: 'A picture of the business (a path into the site media, e.g. /media/estate/cellar.jpg) shown by search engines; empty = the logo.' },
  RETURN_DAYS: { kind: 'NUMBER', default: 14, description: 'Days after delivery during which products may be returned (the return policy of the shop\'s structured data).' },
  RETURN_METHOD: { kind: 'STRING', default: 'BY_MAIL', allowed: ['BY_MAIL', 'IN_STORE', 'AT_KIOSK'], description: 'How products are returned.' },
  RETURN_FEES: {
    kind: 'STRING',
    default: 'CUSTOMER_PAYS',
    allowed: ['FREE', 'CUSTOMER_PAYS', 'SHIPPING_FEES'],
    description: 'Who pays a return: FREE (the shop), CUSTOMER_PAYS (the customer sends it back at their cost), SHIPPING_FEES (the shop charges RETURN_SHIPPING_FEES).',
  },
  RETURN_SHIPPING_FEES: { kind: 'NUMBER', default: 0, description: 'Euros charged for a return when RETURN_FEES is SHIPPING_FEES.' },
  // Legal texts (Localized HTML with {{placeholders}})
  LEGAL_NOTICE: html(),
  PRIVACY_POLICY: html(),
  COOKIE_POLICY: html(),
  SALE_TERMS: html(),
  USE_TERMS: html(),
  // Shop and wine options
  SHOW_SEARCH_BAR: bool(false),
  HIDE_PRODUCT_PRICES: bool(false),
  SHOW_STOCK_LABELS: bool(false),
  STOCK_MANAGEMENT: bool(false),
  SELLS_WORLDWIDE: bool(false),
  ONLY_SELL_IN_FRANCE: bool(false),
  NEWSLETTER: bool(false),
  BLOCK_MINORS_AT_SIGNUP: bool(false),
  ASK_BIRTHDATE_AT_SIGNUP: bool(false),
  FREE_SHIPPING_PRICE: num(0),
  FREE_SHIPPING_BOTTLES: num(0),
  MIN_BOTTLES_PER_SHIPMENT: num(0),
  MAX_BOTTLES_PER_SHIPMENT: num(0),
  CLICK_AND_COLLECT_DELAY_HOURS: num(0),
  REVIEW_REQUEST_DELAY_DAYS: num(0),
  STOCK_DISPLAY_THRESHOLD: num(5),
  PAYMENT_METHOD: str('cawl'),
  STRIPE_PUBLISHABLE_KEY: {
    kind: 'STRING',
    default: '',
    format: 'publishableKey',
    description:
      'Publishable key of the card payment provider (pk_live_… or pk_test_…), answered by GET /custom-stripe/public-key; empty = not configured. Never a secret key (sk_…): this value is public.',
  },
  // The product page's variant (blocks/product-detail/product-page-style.ts); CUSTOM, as the spec has it, is the classic page.
  PRODUCT_PAGE_STYLE: choice(['CUSTOM', 'CLASSIC', 'GALLERY', 'COMPACT'], 'CUSTOM'),
  // Raw content
  GLOBAL_CSS: text(),
  END_OF_BODY_HTML: html('with-scripts'),
  ALLOW_CUSTOM_SCRIPTS: bool(false),
  // Tracking (empty = off; loaded only after the visitor's consent)
  GOOGLE_ANALYTICS_ID: str(''),
  MATOMO_URL: str(''),
  MATOMO_SITE_ID: str(''),
} as const satisfies Record<string, ParameterKeySpec>;

export type ParameterKey = keyof typeof parameterKeys;

/** Every canonical key, in the order above. */
export const parameterKeyNames = Object.keys(parameterKeys) as ParameterKey[];

export function isParameterKey(value: string): value is ParameterKey {
  return Object.hasOwn(parameterKeys, value);
}
