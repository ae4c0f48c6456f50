import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useIntl } from 'react-intl';
import { withLocalePrefix } from '../../engine/router/locale.ts';
import { useSiteData } from './site-data-context.ts';

/** Status and message of whatever a loader or a component threw (status 500 and 'Error' by default). */
export function errorDetails(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: unknown } | string | null;
    const message = typeof data === 'string' ? data : typeof data?.message === 'string' ? data.message : error.statusText;
    return { status: error.status, message: message || 'Error' };
  }
  return { status: 500, message: 'Error' };
}

/**
 * The error page inside the layout shell: the status, the message, and for a 404 a link back
 * home. The 404 message is the spec's exact text, 'This page could not be found'.
 */
export function ErrorPage() {
  const error = useRouteError();
  const intl = useIntl();
  const { locale } = useSiteData();
  const { status, message } = errorDetails(error);
  if (status >= 500 && !isRouteErrorResponse(error)) console.error(error);
  const notFound = status === 404;
  const title = notFound ? intl.formatMessage({ id: 'notFound.title' }) : intl.formatMessage({ id: 'error.title' }, { status });
  return (
    <section className="vitrine-error" aria-labelledby="vitrine-error-title">
      <title>{title}</title>
      <h1 id="vitrine-error-title">{status}</h1>
      <p className="vitrine-error__message" lang={notFound ? 'en' : undefined}>
        {notFound ? message : message === 'Error' ? intl.formatMessage({ id: 'error.message' }) : message}
      </p>
      {notFound && locale !== 'en' ? <p>{intl.formatMessage({ id: 'notFound.text' })}</p> : null}
      {notFound ? (
        <p>
          <Link to={withLocalePrefix('/', locale)}>{intl.formatMessage({ id: 'error.backHome' })}</Link>
        </p>
      ) : null}
    </section>
  );
}
