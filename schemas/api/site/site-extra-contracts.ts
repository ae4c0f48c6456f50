import { Type, type Static } from '@sinclair/typebox';
import { AddressSchema } from '../address.ts';
import { defineRoute } from '../route-contract.ts';

/** An address of the company (§7 `GET /company/address`): its head office, then each click-and-collect place. */
export const CompanyAddressSchema = Type.Composite([
  AddressSchema,
  Type.Object({ name: Type.String(), phone: Type.String(), mobile: Type.String(), email: Type.String() }),
]);
export type CompanyAddress = Static<typeof CompanyAddressSchema>;

/** An address type (§7 `GET /admin/address/type`), labelled in the request's language. */
export const AddressTypeSchema = Type.Object({ id: Type.Integer(), value: Type.String(), label: Type.String() });
export type AddressType = Static<typeof AddressTypeSchema>;

/** The site's other reads of §7 (variations, external apps, addresses, the card payment's public key) and the SVG loader, one declaration each (decision 0073). */
export const siteExtraContracts = {
  /** The text of an SVG image of the site's media folder. */
  loadSvg: defineRoute({ method: 'POST', path: '/image/load-svg', body: Type.Object({ url: Type.String({ minLength: 1, maxLength: 2000 }) }), answer: Type.String() }),
  /** `catalogue/variations.json`'s variations, resolved (an open list: the catalogue's own schema checks them). */
  variations: defineRoute({ method: 'GET', path: '/variation', answer: Type.Array(Type.Unknown()) }),
  externalAppConfig: defineRoute({
    method: 'GET',
    path: '/external-app/:app/config/public',
    params: Type.Object({ app: Type.String({ minLength: 1, maxLength: 100 }) }),
    answer: Type.Object({ app: Type.String(), isActive: Type.Boolean(), config: Type.Object({ technicalFileModel: Type.Union([Type.String(), Type.Null()]) }) }),
  }),
  /** A §9 list query (`filter[type]`, `orderBy`, `page`, `nbItem`). */
  companyAddresses: defineRoute({ method: 'GET', path: '/company/address', listQuery: true, answer: Type.Array(CompanyAddressSchema) }),
  addressTypes: defineRoute({ method: 'GET', path: '/admin/address/type', answer: Type.Array(AddressTypeSchema) }),
  /** The card payment's publishable key; 404 when none is configured. */
  stripePublicKey: defineRoute({ method: 'GET', path: '/custom-stripe/public-key', answer: Type.String() }),
};
