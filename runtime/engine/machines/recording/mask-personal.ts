/**
 * Keys whose values are personal data: names, e-mail, phone, address, card fields, passwords,
 * free text. Matched on the key's words, in any case (`firstName`, `billing_address`,
 * `cardNumber`, `email`, `username`).
 */
const PERSONAL_KEY =
  /(^|[^a-z])(name|firstname|lastname|surname|username|login|first|last|full|given|family|mail|email|phone|mobile|tel|fax|address|street|city|zip|postal|postcode|card|cvc|cvv|pan|iban|bic|expiry|birth|birthdate|birthday|password|secret|token|message|comment|text|note|notes|honeypot)([^a-z]|$)/i;
/**
 * A `name` beside one of these keys names a thing (an event's field, a form field, a product),
 * not a person: `{ type: 'CHANGE', name: 'email', value }`, `{ name: 'cv', label }`.
 */
const NAMING_SIBLINGS = ['type', 'value', 'label', 'id', 'idProduct', 'required', 'options'];
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const PHONE = /^\+?[\d\s().-]{8,}$/;
/** Dates and times look like phone numbers to PHONE: they are no personal data, and rules read them. */
const DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function wordsOf(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]/g, ' ');
}

/** Whether a key names personal data. */
export function isPersonalKey(key: string): boolean {
  return PERSONAL_KEY.test(wordsOf(key));
}

/**
 * A string masked with its shape kept: letters become `x`/`X`, digits `0`, the rest stays
 * (`Léa Martin` → `Xxx Xxxxxx`, `lea@example.fr` → `xxx@xxxxxxx.xx`). A masked e-mail is still an
 * e-mail, a masked phone still a phone, an empty answer still empty: a masked log replays to the
 * same states. Masking a masked string changes nothing.
 */
export function maskText(text: string): string {
  return text.replace(/\p{Lu}/gu, 'X').replace(/\p{Ll}|\p{Lo}|\p{Lt}|\p{Lm}/gu, 'x').replace(/\p{N}/gu, '0');
}

const isFileLike = (value: object): value is { name: string; size: number; type: string } =>
  typeof Blob !== 'undefined' && value instanceof Blob;

/**
 * A copy of `value` fit for a log: personal data masked (every string under a personal key, at
 * any depth, and any string that looks like an e-mail or a phone number), files replaced by
 * `{ file, size, type }` with a masked name and no contents, functions and class instances
 * (storage, errors, actors) by a short description. Cycles and depth past 12 are cut.
 */
export function maskPersonal(value: unknown, personal = false, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return personal || EMAIL.test(value) || (PHONE.test(value) && !DATE.test(value)) ? maskText(value) : value;
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'undefined') return undefined;
  if (typeof value === 'function') return '[function]';
  if (typeof value !== 'object') return String(value);
  if (isFileLike(value)) return { file: maskText('name' in value ? String(value.name) : 'blob'), size: value.size, type: value.type };
  if (value instanceof Error) return { error: personal ? maskText(value.message) : value.message };
  if (seen.has(value) || depth > 12) return '[cut]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => maskPersonal(item, personal, depth + 1, seen));
  const prototype = Object.getPrototypeOf(value) as object | null;
  if (prototype !== Object.prototype && prototype !== null) return `[${(value as object).constructor?.name ?? 'object'}]`;
  const copy: Record<string, unknown> = {};
  const record = value as Record<string, unknown>;
  const namesAThing = NAMING_SIBLINGS.some((key) => key in record);
  // `{ name, value }`: a form answer, personal when the field's name is (email, phone, message…).
  const answerIsPersonal = typeof record.name === 'string' && 'value' in record && isPersonalKey(record.name);
  for (const [key, item] of Object.entries(value)) {
    const personalKey = key === 'name' ? !namesAThing : key === 'value' ? answerIsPersonal : isPersonalKey(key);
    const masked = maskPersonal(item, personal || personalKey, depth + 1, seen);
    if (masked !== undefined) copy[key] = masked;
  }
  return copy;
}
