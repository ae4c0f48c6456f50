export interface SafeHtmlProps {
  /** HTML the API sanitized when it loaded the configuration (server/config/sanitize-config-html.ts). */
  html: string;
  className?: string;
}

/**
 * Configured HTML (rich text, legal texts, content bodies, popups) rendered as the API serves it:
 * the API keeps an allow-list of tags and attributes when it loads the configuration, so the
 * browser ships no sanitizer and server and browser render the same markup.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  return <div className={className ? `safe-html ${className}` : 'safe-html'} dangerouslySetInnerHTML={{ __html: html }} />;
}
