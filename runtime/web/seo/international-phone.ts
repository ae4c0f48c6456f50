/**
 * A phone number in international (E.164) form for structured data: `02 51 67 19 43` →
 * `+33251671943`. A number written with its country code (`+33 2 …`, `0033 2 …`) keeps it; a
 * national number (10 digits starting with 0) is read as French, the country of the sites'
 * addresses. Null when the text is no phone number.
 */
export function internationalPhone(phone: string, countryCode = '33'): string | null {
  const text = phone.trim();
  if (text === '') return null;
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.startsWith('00')) return digits.length >= 10 && digits.length <= 17 ? `+${digits.slice(2)}` : null;
  if (/^0\d{9}$/.test(digits)) return `+${countryCode}${digits.slice(1)}`;
  return null;
}
