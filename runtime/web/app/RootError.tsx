import { useLocation, useRouteError } from 'react-router';
import { htmlLang, localeFromPath } from '../../engine/router/locale.ts';
import { errorDetails } from './error-details.ts';

/**
 * Last resort when the site itself cannot be loaded (API down, no site info): a bare document
 * in the path's language with the status and message, and links home in both languages.
 */
export function RootError() {
  const { status, message } = errorDetails(useRouteError());
  const lang = htmlLang(localeFromPath(useLocation().pathname));
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${status} – ${message}`}</title>
      </head>
      <body>
        <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem' }}>
          <h1>{status}</h1>
          <p>{message}</p>
          <p>
            <a href="/">Retour à l’accueil</a> · <a href="/en" lang="en">Back to home</a>
          </p>
        </main>
      </body>
    </html>
  );
}
