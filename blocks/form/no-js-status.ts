/** Query parameters the no-JavaScript post (`POST /_forms/{id}`) adds when it sends the visitor back. */
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

/** The path to send the visitor back to, with the outcome in the query string (any previous one replaced). */
export function returnUrl(path: string, formId: string, status: NoJsStatus): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set(FORM_QUERY, formId);
  url.searchParams.set(STATUS_QUERY, status);
  return `${url.pathname}${url.search}#form-${formId}`;
}

/** Hidden field naming the form of a no-JavaScript post sent to the page's own address. */
export const FORM_FIELD = '_form';

/** A site path without the outcome of an earlier no-JavaScript post (other query parameters kept). */
export function withoutStatus(path: string): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.delete(FORM_QUERY);
  url.searchParams.delete(STATUS_QUERY);
  return `${url.pathname}${url.search}`;
}

/**
 * Where a form posts without JavaScript: the page itself, so a refused post is answered at the
 * page's own address, answers kept. No fragment: the answered page moves the focus (`autofocus`)
 * to the form's errors, which a fragment in the address would prevent.
 */
export function formAction(pathname: string, search: string): string {
  return withoutStatus(`${pathname}${search}`);
}
