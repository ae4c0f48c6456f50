import { parameterString, type ParameterList } from './theme/parameter-value.ts';

/** The company identity parameters a visitor sees (contact details block, footer, legal texts). */
export interface CompanyIdentity {
  name: string;
  legalName: string;
  legalAgent: string;
  address: string;
  phone: string;
  mobile: string;
  fax: string;
  email: string;
  rcs: string;
  vat: string;
}

/** Reads the identity parameters; unset ones are empty strings. */
export function companyIdentity(parameters: ParameterList): CompanyIdentity {
  const name = parameterString(parameters, 'COMPANY_NAME');
  const legalName = parameterString(parameters, 'LEGAL_COMPANY_NAME');
  return {
    name: name || legalName,
    legalName: legalName || name,
    legalAgent: parameterString(parameters, 'LEGAL_AGENT'),
    address: parameterString(parameters, 'HEAD_OFFICE'),
    phone: parameterString(parameters, 'COMPANY_PHONE'),
    mobile: parameterString(parameters, 'COMPANY_MOBILE'),
    fax: parameterString(parameters, 'COMPANY_FAX'),
    email: parameterString(parameters, 'COMPANY_EMAIL'),
    rcs: parameterString(parameters, 'RCS_NUMBER'),
    vat: parameterString(parameters, 'INTRA_COMMUNITY_VAT'),
  };
}

/** A `tel:` link target: digits and a leading +, French numbers as written (`02 51 …`) kept local. */
export function telHref(phone: string): string {
  const digits = phone.replace(/(?!^\+)[^\d]/g, '');
  return `tel:${digits}`;
}
