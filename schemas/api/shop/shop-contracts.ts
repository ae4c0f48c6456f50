import type { RouteContract } from '../route-contract.ts';
import { adminOrderContracts } from './admin-order-contracts.ts';
import { cartContracts } from './cart-contracts.ts';
import { checkoutContracts } from './checkout-contracts.ts';
import { customizationContracts } from './customization-contracts.ts';
import { orderContracts } from './order-contracts.ts';
import { paymentContracts } from './payment-contracts.ts';
import { productContracts } from './product-contracts.ts';
import { returnContracts } from './return-contracts.ts';

export { adminOrderContracts, cartContracts, checkoutContracts, customizationContracts, orderContracts, paymentContracts, productContracts, returnContracts };

/** The shop's route table (decisions 0073, 0076): every contract the server registers and the runtime calls. */
export const shopContracts: readonly RouteContract[] = [
  ...Object.values(cartContracts),
  ...Object.values(orderContracts),
  ...Object.values(productContracts),
  ...Object.values(checkoutContracts),
  ...Object.values(customizationContracts),
  ...Object.values(returnContracts),
  ...Object.values(paymentContracts),
  ...Object.values(adminOrderContracts),
];
