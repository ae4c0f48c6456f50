/**
 * The cart as the API answers it (§3 Cart, with the display fields of the reference API): one
 * definition for the server that builds it (server/shop/cart/cart-view.ts) and the browser that
 * reconciles to it (runtime/cart/machine).
 */

/** One customization answer of a cart line (a FILE answer names its file). */
export interface ServedCartAnswer {
  idCustomization: number;
  answer: string | number | boolean | null;
  fileId?: string;
  /** The question, e.g. "Essence du bois" (null: the product no longer offers it). */
  label?: string | null;
  /** The answer in words (null: nothing to show, such as an unticked box). */
  display?: string | null;
}

/** One cart line (§3 Cart products[] plus display fields). */
export interface ServedCartLine<A extends ServedCartAnswer = ServedCartAnswer> {
  id: number;
  idCartProduct: number;
  idProduct: number;
  idDeclination: number;
  name: string;
  declinationName: string;
  image: string;
  quantity: number;
  type: 'WINE' | 'BOX' | 'OTHER';
  isDematerialized: boolean;
  hasShippingFees: boolean;
  capacity: number;
  capacityUnit: 'LITER' | 'CENTILITRE';
  sellByMultipleOf: number;
  /**
   * The most this line may hold: the declination's stock left once orders and the cart's other
   * lines of it are taken away; null when the stock is not tracked.
   */
  maxQuantity?: number | null;
  reference: string;
  price: number;
  priceToPay: number;
  total: number;
  totalToPay: number;
  customizations: A[];
}
