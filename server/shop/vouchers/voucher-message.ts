/** The longest personal message a voucher keeps (the column's size; the configuration's maxLength is lower). */
export const VOUCHER_MESSAGE_MAX = 400;

/**
 * The personal message of a voucher from its order line's stored customizations (a JSON list of
 * answers): the text answers, one per line, control characters dropped, spaces trimmed, cut at
 * VOUCHER_MESSAGE_MAX characters; null when there is none. The mail escapes it for HTML and the
 * PDF writes it as plain text, so it is kept as the customer typed it otherwise.
 */
export function voucherMessage(customizations: string): string | null {
  let answers: unknown;
  try {
    answers = JSON.parse(customizations);
  } catch {
    return null;
  }
  if (!Array.isArray(answers)) return null;
  const texts = answers
    .map((one) => (typeof one === 'object' && one !== null && typeof (one as { answer?: unknown }).answer === 'string' ? (one as { answer: string }).answer : ''))
    // eslint-disable-next-line no-control-regex
    .map((text) => text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '').trim())
    .filter((text) => text !== '');
  if (texts.length === 0) return null;
  return [...texts.join('\n')].slice(0, VOUCHER_MESSAGE_MAX).join('');
}
