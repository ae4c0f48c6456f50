import type { ColumnType, Generated } from 'kysely';

/**
 * Table types of the shop domain. Money is integer cents; dates are ISO strings; booleans are
 * 0/1 integers; JSON columns are text.
 */
export interface CartsTable {
  /** A random UUID: the guest keeps it in local storage (`cart-id`). */
  id: string;
  idSite: number;
  userId: number | null;
  type: 'MAIN_CART';
  discountCode: string | null;
  /** OPEN while shopping, ORDERED once an order was made from it. */
  status: 'OPEN' | 'ORDERED';
  createdAt: string;
  updatedAt: string;
}

export interface CartLinesTable {
  id: Generated<number>;
  cartId: string;
  idProduct: number;
  idDeclination: number;
  quantity: number;
  /** JSON `[{ idCustomization, answer, fileId? }]`. */
  customizations: string;
  createdAt: string;
}

export interface CartLineFilesTable {
  id: Generated<number>;
  cartLineId: number;
  idCustomization: number;
  fileId: string;
}

export interface OrdersTable {
  id: Generated<number>;
  idSite: number;
  userId: number | null;
  /** Unique: one cart yields at most one order (idempotent completion). */
  cartId: string;
  reference: string;
  status: string;
  deliveryType: 'DELIVERY' | 'PICKUP' | 'CLICK_AND_COLLECT' | 'NO_DELIVERY';
  idCarrier: number | null;
  carrierName: string | null;
  serviceCode: string | null;
  /** JSON of the chosen access point, or null. */
  accessPoint: string | null;
  dateSchedule: string | null;
  idSchedule: number | null;
  phone: string;
  message: string | null;
  discountCode: string | null;
  subtotalCents: number;
  discountCents: number;
  shippingFeesCents: number;
  totalCents: number;
  trackingNumber: string | null;
  deliveredAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** A guest's e-mail, given at checkout (null for a member's order: the account's address is used). */
  email: string | null;
  /** The customer's language when ordering (`fr_FR` or `en`): the order's mails are in it. */
  lang: Generated<string>;
  /** When the customer accepted the terms of sale, and the sha256 of the text they were shown (migration 0020). */
  termsAcceptedAt: string | null;
  termsVersion: string | null;
  /** When the customer certified being of legal drinking age on this order (null: no alcohol, or confirmed on an earlier order). */
  legalAgeConfirmedAt: string | null;
}

export interface OrderLinesTable {
  id: Generated<number>;
  orderId: number;
  idProduct: number;
  idDeclination: number;
  name: string;
  reference: string;
  productType: string;
  quantity: number;
  unitPriceCents: number;
  unitToPayCents: number;
  customizationCents: number;
  customizations: string;
  customized: number;
  isDematerialized: number;
}

export interface OrderAddressesTable {
  id: Generated<number>;
  orderId: number;
  kind: 'DELIVERY' | 'BILLING';
  firstname: string;
  lastname: string;
  firstPart: string;
  secondPart: string | null;
  postalCode: string;
  city: string;
  country: string;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  orderId: number;
  status: string;
  createdAt: string;
}

export interface OrderReturnsTable {
  id: Generated<number>;
  orderId: number;
  /** ASKED → LABEL_SENT → RECEIVED → REFUNDED, or REFUSED (server/shop/order-model/return-steps.ts). */
  status: 'ASKED' | 'LABEL_SENT' | 'RECEIVED' | 'REFUNDED' | 'REFUSED';
  reason: string | null;
  createdAt: string;
  /** What the admin wrote the customer with the label step (0011). */
  instructions: ColumnType<string | null, string | null | undefined, string | null>;
  /** The label file (PDF or PNG) in the file store, sent to the customer by a signed link (0011). */
  labelFileId: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why the admin refused the return; the customer reads it (0011). */
  refusal: ColumnType<string | null, string | null | undefined, string | null>;
  updatedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrderReturnLinesTable {
  id: Generated<number>;
  returnId: number;
  orderLineId: number;
  quantity: number;
}

export interface PaymentsTable {
  id: Generated<number>;
  orderId: number;
  provider: string;
  /**
   * An attempt: STARTED at the provider, then settled once (server/shop/payment/settle-payment.ts);
   * SUPERSEDED when a newer checkout of the order replaced it (its late success still settles);
   * DUPLICATE when it paid an order paid already (refunded at once).
   */
  status: 'STARTED' | 'SUPERSEDED' | 'SUCCEEDED' | 'DECLINED' | 'MISMATCH' | 'DUPLICATE';
  amountCents: number;
  cardLast4: string;
  createdAt: string;
  /** The provider's id of the attempt (a Stripe Checkout Session, a CAWL hosted checkout); null for the test card. */
  providerRef: string | null;
  currency: Generated<string>;
}

export interface DiscountCodeUsesTable {
  id: Generated<number>;
  idSite: number;
  code: string;
  orderId: number;
  userId: number | null;
  createdAt: string;
}

/** A gift voucher issued for one unit of a paid VOUCHER order line (migration 0021, decision 0059). */
export interface GiftVouchersTable {
  id: Generated<number>;
  idSite: number;
  orderId: number;
  orderLineId: number;
  /** 0-based: the unit of the line it was issued for. */
  unit: number;
  code: string;
  amountCents: number;
  message: string | null;
  issuedAt: string;
  /** Last day it can be used (YYYY-MM-DD, Paris wall clock). */
  validUntil: string;
}

export interface ShopTables {
  carts: CartsTable;
  cartLines: CartLinesTable;
  cartLineFiles: CartLineFilesTable;
  orders: OrdersTable;
  orderLines: OrderLinesTable;
  orderAddresses: OrderAddressesTable;
  orderStatusHistory: OrderStatusHistoryTable;
  orderReturns: OrderReturnsTable;
  orderReturnLines: OrderReturnLinesTable;
  payments: PaymentsTable;
  discountCodeUses: DiscountCodeUsesTable;
  giftVouchers: GiftVouchersTable;
}
