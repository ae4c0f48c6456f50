import { jsonLdScript } from './json-ld-script.ts';

/**
 * A `<script type="application/ld+json">` beside what it describes (a breadcrumb, an article, an
 * event): data only, never executed, its text escaped so that no value can close the element.
 * Nothing is rendered for null.
 */
export function JsonLd({ data }: { data: unknown }) {
  if (data === null || data === undefined || (Array.isArray(data) && data.length === 0)) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}
