/** Query parameters a no-JavaScript post adds when it sends the visitor back to the page (303). */
export const FORM_QUERY = 'form';
export const STATUS_QUERY = 'formStatus';

export type NoJsStatus = 'sent' | 'invalid' | 'failed';

/** The outcome of a no-JavaScript post for this form, read from the page's query string. */
export function noJsStatus(search: string, formId: string): NoJsStatus | null {
  const params = new URLSearchParams(search);
  if (params.get(FORM_QUERY) !== formId) return null;
  const status = params.get(STATUS_QUERY);
  return status === 'sent' || status === 'invalid' || status === 'failed' ? status : null;
}

/**
 * The path to send the visitor back to, with the outcome in the query string (any previous one
 * replaced). No fragment: the page opens with the focus on the form's confirmation or alert
 * (`autofocus`, which scrolls it into view), and a fragment in the address would prevent it.
 */
export function returnUrl(path: string, formId: string, status: NoJsStatus): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set(FORM_QUERY, formId);
  url.searchParams.set(STATUS_QUERY, status);
  return `${url.pathname}${url.search}`;
}

/** Hidden field naming the form of a no-JavaScript post sent to the page's own address. */
export const FORM_FIELD = '_form';

/**
 * A site path without the outcome of an earlier no-JavaScript post, nor react-router's naked
 * `?index` (it names the home page's route as a post's target); other query parameters kept.
 */
export function withoutStatus(path: string): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.delete(FORM_QUERY);
  url.searchParams.delete(STATUS_QUERY);
  if (url.searchParams.getAll('index').includes('')) url.searchParams.delete('index', '');
  return `${url.pathname}${url.search}`;
}

/**
 * Where a form posts without JavaScript: the page route's own action (`usePagePost().action`),
 * so a refused post is answered at the page's own address, answers kept. No fragment: the
 * answered page moves the focus (`autofocus`) to the form's errors, which a fragment would prevent.
 */
export function formAction(pageAction: string): string {
  const url = new URL(pageAction, 'http://site.invalid');
  url.searchParams.delete(FORM_QUERY);
  url.searchParams.delete(STATUS_QUERY);
  const query = url.searchParams.toString().replace(/(^|&)index=(?=&|$)/, '$1index');
  return query ? `${url.pathname}?${query}` : url.pathname;
}
