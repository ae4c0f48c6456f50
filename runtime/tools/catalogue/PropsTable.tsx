import type { PropRow } from '../../../schemas/blocks/block-docs.ts';
import { catalogueMessages } from './catalogue-messages.ts';
import type { Locale } from '../../../rules/locale.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

/** A block's props as a table: name, type, required, allowed values, description. */
export function PropsTable({ lang, rows }: { lang: Locale; rows: readonly PropRow[] }) {
  const t = pickText(catalogueMessages, lang);
  if (rows.length === 0) return <p>{t.noProps}</p>;
  return (
    <table>
      <caption>{t.props}</caption>
      <thead>
        <tr>
          <th scope="col">{t.prop}</th>
          <th scope="col">{t.type}</th>
          <th scope="col">{t.required}</th>
          <th scope="col">{t.allowed}</th>
          <th scope="col">{t.description}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row"><code>{row.name}</code></th>
            <td><code>{row.type}</code></td>
            <td>{row.required ? t.yes : t.no}</td>
            <td>{row.allowed || '—'}</td>
            <td>{row.description || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
