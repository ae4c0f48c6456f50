// The rule is shared with the cart page: rules/shop/shipment-limits.ts.
export { checkShipmentLimits, type ShipmentLimitError } from '../../../rules/shop/shipment-limits.ts';
