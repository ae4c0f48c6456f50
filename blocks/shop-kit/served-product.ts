import type { BlockImageProps } from '../../runtime/index.ts';
import type { ProductType, QuantityTier } from '../../rules/index.ts';

/** A discount as the API serves it (§3 Product discount). */
export interface ServedDiscount {
  id: number;
  label?: string | null;
  type: 'EURO' | 'PERCENT';
  amount: number;
  detailType?: 'SHIPPING_FEES' | null;
}

/** One declination of a product (GET /product, GET /product/{id}): `quantity` is the stock left. */
export interface ServedDeclination {
  id: number;
  year: number | null;
  /** Absent for a type without capacity (a VOUCHER, decision 0059). */
  capacity?: number;
  capacityUnit?: 'LITER' | 'CENTILITRE';
  price: number;
  priceToPay: number;
  quantity: number;
  setQuantity: boolean;
  sellByMultipleOf: number;
  discount: ServedDiscount | null;
  /** Decreasing discounts by quantity (its own or its product's); they never add to `discount`. */
  quantityDiscounts?: QuantityTier[];
  variations: { idVariation: number; id: number }[];
  /** The detailed declination name of §3 ('Millésime : 2023 - Format : Bouteille 75 cl'). */
  name: string;
  reference?: string;
  image?: BlockImageProps;
}

/** An award of a product (GET /award?product=, and on each product of GET /product). */
export interface ServedAward {
  id: number;
  idDeclination?: number | null;
  name: string;
  competition?: string;
  year?: number;
  image?: BlockImageProps;
}

/** A product as the API serves it, Localized values resolved. */
export interface ServedProduct {
  id: number;
  name: string;
  summary?: string;
  description?: string;
  kind?: string;
  tags?: string[];
  image: BlockImageProps;
  productType: ProductType;
  price: number;
  priceToPay: number;
  discount: ServedDiscount | null;
  declination: ServedDeclination[];
  awards?: ServedAward[];
  /** Whether the product takes a customization (GET /product and GET /product/{id} say it; absent from an older API). */
  hasCustomization?: boolean;
}
