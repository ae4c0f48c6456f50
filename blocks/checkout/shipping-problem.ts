import { missingForOrder, type CheckoutContext } from '../../runtime/index.ts';

/** A shipping-step refusal ("choose a carrier"), with the choice it was raised for. */
export interface RaisedShippingProblem {
  deliveryType: CheckoutContext['deliveryType'];
  idCarrier: number | null;
  /** The message key: chooseCarrier, choosePoint or chooseSlot. */
  key: string;
}

/** Records the refusal of "Continue" against the choice on screen. */
export function raiseShippingProblem(context: CheckoutContext, key: string): RaisedShippingProblem {
  return { deliveryType: context.deliveryType, idCarrier: context.carrier?.id ?? null, key };
}

/**
 * The refusal still to show: none once the delivery type or the carrier has changed since it was
 * raised (its words would speak of another choice), nor once the step is complete.
 */
export function shownShippingProblem(raised: RaisedShippingProblem | null, context: CheckoutContext): string | null {
  if (raised === null) return null;
  if (raised.deliveryType !== context.deliveryType || raised.idCarrier !== (context.carrier?.id ?? null)) return null;
  return missingForOrder(context) === 'shipping' ? raised.key : null;
}
