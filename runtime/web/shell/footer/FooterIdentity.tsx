import { useIntl } from '../../i18n/use-intl.ts';
import { telHref, type CompanyIdentity } from '../../../ui/company-identity.ts';
import { mediaImage } from '../../../engine/api/image-url.ts';
import type { SiteLogo } from '../header/site-logo.ts';

export interface FooterIdentityProps {
  identity: CompanyIdentity;
  siteName: string;
  logo: SiteLogo | null;
  showAddress: boolean;
  headingId: string;
}

/** The footer's company block: logo, name, address (SHOW_ADDRESS_IN_FOOTER), phones and e-mail. */
export function FooterIdentity({ identity, siteName, logo, showAddress, headingId }: FooterIdentityProps) {
  const intl = useIntl();
  const name = identity.name || siteName;
  const phones = [
    { key: 'phone', value: identity.phone },
    { key: 'mobile', value: identity.mobile },
  ].filter(({ value }) => value !== '');
  return (
    <section className="site-footer__section site-footer__identity" aria-labelledby={headingId}>
      {logo ? <img className="site-footer__logo" src={mediaImage(logo.src, name)} alt={logo.alt} width={logo.width} height={logo.height} decoding="async" loading="lazy" /> : null}
      <h2 id={headingId} className="site-footer__heading">
        {name}
      </h2>
      <address className="site-footer__address">
        {showAddress && identity.address ? (
          <p>
            <span className="visually-hidden">{intl.formatMessage({ id: 'footer.address' })}</span> {identity.address}
          </p>
        ) : null}
        {phones.map(({ key, value }) => (
          <p key={key}>
            {intl.formatMessage({ id: `footer.${key}` })}{' '}
            <a href={telHref(value)}>{value}</a>
          </p>
        ))}
        {identity.email ? (
          <p>
            {intl.formatMessage({ id: 'footer.email' })} <a href={`mailto:${identity.email}`}>{identity.email}</a>
          </p>
        ) : null}
      </address>
    </section>
  );
}
