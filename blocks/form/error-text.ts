import type { IntlShape } from '../../runtime/index.ts';
import type { FieldError } from '../../runtime/index.ts';

/** The text of a field error in the page's language: the server's own text, or the block's message. */
export function errorText(intl: Pick<IntlShape, 'formatMessage'>, error: FieldError): string {
  return 'text' in error ? error.text : intl.formatMessage({ id: error.id }, error.values);
}
