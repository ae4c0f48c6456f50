// The rule is shared with the cart page: rules/shipment-limits.ts.
export { checkShipmentLimits, type ShipmentLimitError } from '../../rules/shipment-limits.ts';
