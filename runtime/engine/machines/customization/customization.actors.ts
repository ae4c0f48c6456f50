import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/create-api-client.ts';
import { customizedPrice, validateCustomizationFile } from '../../api/endpoints/customization.ts';
import type { AddToCartRequest, CartRequestOutcome } from '../../api/cart-requests.ts';
import type { CustomizedPrice } from './customization-context.ts';

export interface FileCheckInput {
  idCustomization: number;
  file: File;
}

/** The server's word on a file: accepted, or refused with its reason. */
export type FileCheckOutcome = { ok: true } | { ok: false; message: string };

export interface PriceInput {
  idProduct: number;
  idDeclination: number;
  customizations: { idCustomization: number; answer: string }[];
}

/** How the flow adds to the cart: the cart channel's `send`, given by the block. */
export type CartAdd = (request: AddToCartRequest) => Promise<CartRequestOutcome>;

/** The reason the API gives for refusing a file: its `errors.file`, else its message. */
function fileRefusal(error: unknown, message: string): string {
  const errors = typeof error === 'object' && error !== null ? (error as { errors?: { file?: unknown } }).errors : undefined;
  return typeof errors?.file === 'string' ? errors.file : message;
}

/**
 * The customization machine's effects: the file check and the price call on one API client, and
 * the add sent to the cart (the block's `useCart().send`, answered by the app's one cart actor).
 */
export function createCustomizationActors(api: ApiClient, cart: CartAdd) {
  return {
    checkFile: fromPromise<FileCheckOutcome, FileCheckInput>(async ({ input }) => {
      const result = await validateCustomizationFile(api, input.idCustomization, input.file);
      return result.success ? { ok: true } : { ok: false, message: fileRefusal(result.error, result.message) };
    }),
    fetchPrice: fromPromise<CustomizedPrice, PriceInput>(async ({ input }) => {
      const result = await customizedPrice(api, input.idProduct, input.idDeclination, input.customizations);
      if (!result.success) throw new Error(result.message);
      return result.data;
    }),
    addToCart: fromPromise<CartRequestOutcome, AddToCartRequest>(({ input }) => cart(input)),
  };
}
