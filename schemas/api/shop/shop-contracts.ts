import type { RouteContract } from '../route-contract.ts';
import { cartContracts } from './cart-contracts.ts';
import { orderContracts } from './order-contracts.ts';
import { productContracts } from './product-contracts.ts';

export { cartContracts, orderContracts, productContracts };

/** The shop's route table (decision 0073): every contract the server registers and the runtime calls. */
export const shopContracts: readonly RouteContract[] = [...Object.values(cartContracts), ...Object.values(orderContracts), ...Object.values(productContracts)];
