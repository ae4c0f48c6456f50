import type { CustomizedPrice, ServedCustomization } from '../../runtime/index.ts';

/** What the customize block's loader hands to its component. */
export interface ProductCustomizeData {
  product: {
    id: number;
    name: string;
    productType: 'WINE' | 'BOX' | 'OTHER' | 'VOUCHER';
    /** The product page, in the page's language. */
    href: string;
    image: { src: string; alt: string; width: number; height: number } | null;
  };
  declination: {
    id: number;
    /** Vintage, format and variations, ready to show ('2023 · 75 cl'). */
    label: string;
    sellByMultipleOf: number;
  };
  customizations: ServedCustomization[];
  /** The price before any answer. */
  price: CustomizedPrice;
}
