import { useState } from 'react';
import type { FieldProps } from './field-props.ts';
import { fieldId } from './field-id.ts';
import { localizedParts, textValue } from './field-value.ts';
import { useForm } from './form-context.ts';
import { FieldErrors, FieldSet, inputProps } from './FieldFrame.tsx';
import { isLinkAddress, linkedPage, pageLink, searchPages } from './link-target.ts';

/**
 * A link: a page of the site, found by searching its title or path (its value the page's path in
 * each language), or, for the `link` widget, an address (https://, mailto:, tel: or a path),
 * checked as the owner types. The `page` widget offers pages only.
 */
export function LinkField({ field, pointer, value, onChange, index }: FieldProps) {
  const { uiLang, idPrefix, errors, site, t } = useForm();
  const pagesOnly = field.widget === 'page';
  const page = linkedPage(value, site.pages);
  const [kind, setKind] = useState<'page' | 'address'>(() => (pagesOnly || page || value === undefined || value === '' ? 'page' : 'address'));
  const [query, setQuery] = useState('');
  const messages = (errors.get(pointer) ?? []).map((e) => e.message);
  const address = typeof value === 'string' && !page ? value : '';
  const { pattern } = field.constraints;
  const wrongAddress = kind === 'address' && address !== '' && (!isLinkAddress(address) || (pattern !== undefined && !new RegExp(pattern, 'u').test(address)));
  const found = searchPages(site.pages, query, uiLang);
  const searchId = fieldId(idPrefix, pointer, 'search');
  const listId = fieldId(idPrefix, pointer, 'pages');
  const kindName = fieldId(idPrefix, pointer, 'kind');
  const invalid = messages.length > 0;
  // A value that names no page (a page deleted or renamed since) is shown, not silently kept.
  const parts = localizedParts(value);
  const orphan = kind === 'page' && !page && value !== undefined && value !== '' ? [...new Set([parts.fr, parts.en])].filter(Boolean).join(' · ') : '';
  return (
    <FieldSet field={field} pointer={pointer} index={index} className="bf-link" messages={kind === 'page' ? messages : []}>
      {pagesOnly ? null : (
        <div className="bf-radios bf-link-kind" role="radiogroup" aria-label={t('linkKind')}>
          {(['page', 'address'] as const).map((option) => (
            <label className="bf-radio" key={option}>
              <input type="radio" name={kindName} checked={kind === option} onChange={() => setKind(option)} />
              <span>{t(option === 'page' ? 'linkPage' : 'linkAddress')}</span>
            </label>
          ))}
        </div>
      )}
      {kind === 'page' ? (
        <div className="bf-pages">
          <label className="bf-sublabel" htmlFor={searchId}>
            {t('searchPages')}
          </label>
          <input
            type="search"
            id={searchId}
            aria-controls={listId}
            aria-describedby={fieldId(idPrefix, pointer, 'help')}
            data-pointer={page ? undefined : pointer}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          {orphan ? (
            <p className="bf-help bf-current-link">
              {t('currentLink')} <code>{orphan}</code>
            </p>
          ) : null}
          <div className="bf-page-list" id={listId} role="radiogroup" aria-labelledby={fieldId(idPrefix, pointer, 'legend')}>
            {found.length === 0 ? <p className="bf-help">{t('noPage')}</p> : null}
            {found.map((entry) => {
              const input = inputProps(idPrefix, pointer, false, invalid, `page-${entry.id}`);
              const checked = entry.id === page?.id;
              return (
                <label className="bf-radio bf-page" key={entry.id} htmlFor={input.id}>
                  <input
                    type="radio"
                    {...input}
                    aria-errormessage={invalid ? fieldId(idPrefix, pointer, 'error') : undefined}
                    data-pointer={checked ? pointer : undefined}
                    name={fieldId(idPrefix, pointer, 'page')}
                    checked={checked}
                    onChange={() => onChange(pageLink(entry))}
                  />
                  <span>{entry.title[uiLang]}</span>
                  <span className="bf-page-path">{entry.path[uiLang]}</span>
                </label>
              );
            })}
          </div>
        </div>
      ) : (
        <AddressInput
          pointer={pointer}
          value={address}
          required={field.required}
          messages={[...messages, ...(wrongAddress ? [t('addressInvalid')] : [])]}
          onChange={onChange}
        />
      )}
    </FieldSet>
  );
}

function AddressInput({
  pointer,
  value,
  required,
  messages,
  onChange,
}: {
  pointer: string;
  value: string;
  required: boolean;
  messages: string[];
  onChange(next: unknown): void;
}) {
  const { idPrefix, t } = useForm();
  const input = inputProps(idPrefix, pointer, required, messages.length > 0, 'address');
  const helpId = `${input.id}-help`;
  return (
    <div className="bf-address">
      <label className="bf-sublabel" htmlFor={input.id}>
        {t('address')}
      </label>
      <input
        type="text"
        inputMode="url"
        {...input}
        aria-describedby={`${input['aria-describedby']} ${helpId}`}
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(textValue(event.currentTarget.value.trim(), required))}
      />
      <p className="bf-help" id={helpId}>
        {t('addressHelp')}
      </p>
      <FieldErrors id={input['aria-errormessage'] ?? `${input.id}-error`} messages={messages} />
    </div>
  );
}
