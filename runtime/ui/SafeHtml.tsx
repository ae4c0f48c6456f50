import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

/**
 * Configured HTML (rich text, legal texts) rendered through the allowlist sanitizer: the same
 * output on the server and in the browser, so hydration matches and no script can run.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className ? `safe-html ${className}` : 'safe-html'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
