import type { ServedField } from '../../runtime/index.ts';

const BY_NAME: Record<string, string> = {
  name: 'name',
  fullName: 'name',
  firstName: 'given-name',
  firstname: 'given-name',
  lastName: 'family-name',
  lastname: 'family-name',
  company: 'organization',
  organization: 'organization',
  address: 'street-address',
  postalCode: 'postal-code',
  zipCode: 'postal-code',
  city: 'address-level2',
  country: 'country-name',
  birthdate: 'bday',
  birthDate: 'bday',
};

/** The `autocomplete` token of a field where the browser can fill it, from its type or its name. */
export function autocompleteFor(field: Pick<ServedField, 'name' | 'type'>): string | undefined {
  if (field.type === 'email') return 'email';
  if (field.type === 'tel') return 'tel';
  if (field.type === 'file' || field.type === 'checkbox' || field.type === 'radio') return undefined;
  return BY_NAME[field.name];
}
