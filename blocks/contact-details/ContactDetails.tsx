import { useId } from 'react';
import { useIntl, useSiteData } from '../../runtime/index.ts';
import type { BlockProps } from '../../runtime/index.ts';
import { companyIdentity, telHref } from '../../runtime/index.ts';
import type { ContactDetailsProps } from './contact-details.block.ts';
import '../../runtime/ui/block.css';
import './contact-details.css';

/** Name, address, phone numbers and e-mail of the company, as configured in its parameters. */
export function ContactDetails({ props }: BlockProps<ContactDetailsProps>) {
  const intl = useIntl();
  const titleId = useId();
  const identity = companyIdentity(useSiteData().parameters);
  const t = (id: string) => intl.formatMessage({ id: `contact-details.${id}` });
  const rows = [
    { key: 'phone', value: identity.phone, href: identity.phone ? telHref(identity.phone) : '' },
    { key: 'mobile', value: identity.mobile, href: identity.mobile ? telHref(identity.mobile) : '' },
    { key: 'fax', value: identity.fax, href: '' },
    { key: 'email', value: identity.email, href: identity.email ? `mailto:${identity.email}` : '' },
  ].filter((row) => row.value !== '');
  const empty = !identity.name && !identity.address && rows.length === 0;
  return (
    <section className="block block-contact-details" aria-labelledby={titleId}>
      <h2 id={titleId} className="block__title">
        {props.title || t('title')}
      </h2>
      {empty ? (
        <p>{t('empty')}</p>
      ) : (
        <address className="block-contact-details__address">
          {identity.name ? <p className="block-contact-details__name">{identity.name}</p> : null}
          {identity.address ? (
            <p>
              <span className="block-contact-details__label">{t('address')}</span> {identity.address}
            </p>
          ) : null}
          {rows.length > 0 ? (
            <dl className="block-contact-details__list">
              {rows.map((row) => (
                <div key={row.key} className="block-contact-details__row">
                  <dt>{t(row.key)}</dt>
                  <dd>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </address>
      )}
    </section>
  );
}
