import type { CarrierQuote, CheckoutAddresses, AccessPoint } from './checkout-types.ts';

export const home: CheckoutAddresses = {
  shipping: { firstname: 'Léa', lastname: 'Martin', address: '3 rue des Vignes', addressPart2: '', postalCode: '44330', city: 'Vallet', country: 'FRA' },
  billing: null,
  billingSameAsShipping: true,
  email: 'lea@example.fr',
  message: '',
};

export const colissimo: CarrierQuote = { id: 1, name: 'Colissimo Domicile', fdp: 990, price: 990, serviceCode: 'COLISSIMO_DOM', deliveryType: 'DELIVERY', siteType: 'SITE' };
export const relay: CarrierQuote = { id: 2, name: 'Mondial Relay', fdp: 590, price: 590, serviceCode: 'MR_RELAY', deliveryType: 'PICKUP', siteType: 'SITE' };
export const point: AccessPoint = { id: 'MR-44330-01', name: 'Tabac de la Mairie', addLine1: '1 place de la Mairie', zipCode: '44330', city: 'Vallet', country: 'FRA', idCarrier: 2, distance: 0.4 };

export const lines = [{ idProduct: 1, idDeclination: 11, quantity: 6 }];
export const request = { expectedProductTotal: 54.6, returnPath: '/order/cawl/result/{id}', cancelPath: '/order/cancel', successPath: '/cart/success/{id}' };
