import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { errorDetails } from './error-details.ts';
import { useIntl } from '../i18n/use-intl.ts';
import { withLocalePrefix } from '../../engine/router/locale.ts';
import { useSiteData } from '../../ui/site-data-context.ts';

/**
 * The error page inside the layout shell: a title and a message in the page's language, and for a
 * 404 a link back home. The 404 text in English is the spec's exact 'This page could not be
 * found' (the API's message); a French page says it in French (#24: no English on a French site).
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
      <p className="vitrine-error__status" aria-hidden="true">{status}</p>
      <h1 id="vitrine-error-title">{title}</h1>
      <p className="vitrine-error__message">
        {notFound ? intl.formatMessage({ id: 'notFound.text' }) : message === 'Error' ? intl.formatMessage({ id: 'error.message' }) : message}
      </p>
      {notFound ? (
        <p>
          <Link to={withLocalePrefix('/', locale)}>{intl.formatMessage({ id: 'error.backHome' })}</Link>
        </p>
      ) : null}
    </section>
  );
}
