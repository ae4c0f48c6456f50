import type { Address } from '../../../schemas/api/address.ts';

/** The company's address (§3 Address) built from its identity parameters, with its name and contacts. */
export type CompanyAddress = Address & { name: string; phone: string; mobile: string; email: string };

/**
 * Splits a HEAD_OFFICE value such as `12 rue des Sables, 85500 Les Herbiers` into street and
 * `postalCode city`; a value without a 5-digit postal code stays whole in `address`.
 */
export function companyAddress(values: ReadonlyMap<string, unknown>): CompanyAddress {
  const text = (key: string) => String(values.get(key) ?? '').trim();
  const headOffice = text('HEAD_OFFICE');
  const match = /^(.*?)[,\s]+(\d{5})\s+([^,]+?)(?:,\s*(.+))?$/.exec(headOffice);
  const [street, secondLine] = (match?.[1] ?? headOffice).split(/\s*,\s*/, 2);
  const agent = text('LEGAL_AGENT').split(/\s+/).filter(Boolean);
  return {
    id: 1,
    type: [{ value: 'HEAD_OFFICE' }],
    name: text('COMPANY_NAME'),
    firstname: agent.slice(0, 1).join(' '),
    lastname: agent.slice(1).join(' '),
    address: street ?? '',
    addressPart2: secondLine ?? '',
    postalCode: match?.[2] ?? '',
    city: match?.[3] ?? '',
    country: match?.[4] ?? (match ? 'France' : ''),
    phone: text('COMPANY_PHONE'),
    mobile: text('COMPANY_MOBILE'),
    email: text('COMPANY_EMAIL'),
  };
}
