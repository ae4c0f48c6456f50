import type { AddToCartRequest } from './cart-requests.ts';

/** One customization answer of a cart line, as the API stores it (a FILE answer names its file). */
export interface CartLineAnswer {
  idCustomization: number;
  answer: string | number | boolean | null;
  fileId?: string;
  /** Display fields of the reference API: the question, and the answer in words (null: nothing to show). */
  label?: string | null;
  display?: string | null;
}

/** One cart line as the API answers it (§3 Cart products[], with the display fields of the reference API). */
export interface CartLine {
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
  reference: string;
  price: number;
  priceToPay: number;
  total: number;
  totalToPay: number;
  customizations: CartLineAnswer[];
}

/** The cart as the API answers it (§3 Cart, type MAIN_CART): the truth the browser reconciles to. */
export interface Cart {
  id: string;
  type: 'MAIN_CART';
  discountCode: string | null;
  products: CartLine[];
  totalProduct: number;
  totalProductToPay: number;
  bottleCount: number;
}

/**
 * A change asked of the cart, waiting or in flight. `changeId` ties it to the request that asked
 * for it, so the host can answer that request when the server has answered.
 */
export type CartChange =
  | { kind: 'add'; changeId: number; request: AddToCartRequest }
  | { kind: 'quantity'; changeId: number; idProduct: number; idCartProduct: number; quantity: number }
  | { kind: 'remove'; changeId: number; idProduct: number; idCartProduct: number };

/**
 * What a cart call answered: the cart, or a failure with the §8 message. `gone` is true when the
 * server answered that the cart cannot be used (unknown, ordered, another member's: a 4xx), and
 * false when the API did not answer or failed (network, 5xx), when nothing may be thrown away.
 */
export type CartAnswer = { ok: true; cart: Cart } | { ok: false; message: string; gone: boolean };
