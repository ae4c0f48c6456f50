import type { CustomizationInput, CustomizedPrice } from './customization-context.ts';
import type { ServedCustomization } from './customization-definition.ts';

/** The engraved box of the domaine catalogue (product 13): a text, a choice, a ribbon, a logo. */
export const engraving: ServedCustomization = {
  id: 1,
  customization: {
    id: 1,
    type: 'SIMPLE',
    inputType: 'TEXT',
    label: 'Message gravé sur le couvercle',
    required: true,
    customizationValues: [
      { textNumberOfChar: 1, costType: 'EURO', amount: 6 },
      { textNumberOfChar: 21, costType: 'EURO', amount: 10 },
    ],
    costType: 'NONE',
    amount: 0,
  },
};
export const wood: ServedCustomization = {
  id: 2,
  customization: {
    id: 2,
    type: 'DYNAMIC_FORM',
    inputType: 'SELECT',
    label: 'Essence du bois',
    required: true,
    customizationValues: [
      { selectKey: 'pin', label: 'Pin des Landes', costType: 'NONE', amount: 0 },
      { selectKey: 'noyer', label: 'Noyer', costType: 'PERCENT', amount: 20 },
    ],
    costType: 'NONE',
    amount: 0,
  },
};
export const ribbon: ServedCustomization = {
  id: 3,
  customization: { id: 3, type: 'SIMPLE', inputType: 'CHECKBOX', label: 'Ruban', required: false, customizationValues: [], costType: 'EURO', amount: 3 },
};
export const logo: ServedCustomization = {
  id: 4,
  customization: {
    id: 4,
    type: 'DYNAMIC_FORM',
    inputType: 'FILE',
    label: 'Logo à graver',
    required: false,
    customizationValues: [],
    costType: 'PERCENT',
    amount: 15,
    accept: ['.png', '.jpg', '.svg'],
    maxSize: 1024,
  },
};

export const basePrice: CustomizedPrice = { unitPrice: 2900, customizationPrice: 0, price: 2900, details: [] };

export const boxInput = (customizations: ServedCustomization[] = [engraving, wood, ribbon, logo]): CustomizationInput => ({
  idProduct: 13,
  idDeclination: 1301,
  productType: 'OTHER',
  customizations,
  price: basePrice,
});

export const png = (name = 'logo.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
