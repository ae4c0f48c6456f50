/**
 * The countries of Europe (ISO 3166 alpha-3): the European Union, the EEA, Switzerland, the United
 * Kingdom, the microstates and the Balkans. A shop that does not sell worldwide (SELLS_WORLDWIDE
 * false) delivers only to these, whatever its carriers' zones list.
 */
const EUROPE = new Set([
  'AUT', 'BEL', 'BGR', 'HRV', 'CYP', 'CZE', 'DNK', 'EST', 'FIN', 'FRA', 'DEU', 'GRC', 'HUN', 'IRL', 'ITA', 'LVA', 'LTU', 'LUX',
  'MLT', 'NLD', 'POL', 'PRT', 'ROU', 'SVK', 'SVN', 'ESP', 'SWE',
  'ISL', 'LIE', 'NOR', 'CHE', 'GBR', 'MCO', 'AND', 'SMR', 'VAT',
  'ALB', 'BIH', 'MNE', 'MKD', 'SRB', 'MDA', 'UKR',
]);

/** Whether a three-letter country code (any case) is a European country. */
export function isEuropeanCountry(alpha3: string): boolean {
  return EUROPE.has(alpha3.toUpperCase());
}
