import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CompanyIdentity } from '../../ui/company-identity.ts';
import { SiteLink } from '../../ui/SiteLink.tsx';
import { mediaImage } from '../../api/image-url.ts';
import type { ParameterList } from '../../theme/parameter-value.ts';
import type { FooterLink, FooterLogo } from './footer-elements.ts';
import { FooterHours } from './FooterHours.tsx';
import { FooterIdentity } from './FooterIdentity.tsx';
import type { SiteLogo } from '../header/site-logo.ts';
import { SocialLinks } from './SocialLinks.tsx';

export interface FooterProps {
  siteName: string;
  identity: CompanyIdentity;
  logo: SiteLogo | null;
  showAddress: boolean;
  parameters: ParameterList;
  logos: FooterLogo[];
  links: FooterLink[];
  /** The legal bar, rendered at the bottom of the footer landmark. */
  children?: ReactNode;
}

/** The site footer: identity and address, opening hours, useful links, social links, partner logos. */
export function Footer(props: FooterProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <FooterIdentity identity={props.identity} siteName={props.siteName} logo={props.logo} showAddress={props.showAddress} headingId={`${id}-identity`} />
        <FooterHours parameters={props.parameters} headingId={`${id}-hours`} />
        {props.links.length > 0 ? (
          <section className="site-footer__section" aria-labelledby={`${id}-links`}>
            <h2 id={`${id}-links`} className="site-footer__heading">
              {intl.formatMessage({ id: 'footer.links' })}
            </h2>
            <ul className="site-footer__links">
              {props.links.map((link) => (
                <li key={link.id}>
                  <SiteLink href={link.href}>{link.title}</SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <SocialLinks parameters={props.parameters} company={props.identity.name || props.siteName} headingId={`${id}-social`} />
        {props.logos.length > 0 ? (
          <section className="site-footer__section" aria-labelledby={`${id}-logos`}>
            <h2 id={`${id}-logos`} className="site-footer__heading">
              {intl.formatMessage({ id: 'footer.partners' })}
            </h2>
            <ul className="site-footer__logos">
              {props.logos.map((logo) => {
                const image = (
                  <img
                    src={mediaImage(logo.image.src, logo.title || logo.image.alt)}
                    alt={logo.image.alt}
                    width={logo.image.width}
                    height={logo.image.height}
                    loading="lazy"
                    decoding="async"
                  />
                );
                return <li key={logo.id}>{logo.href ? <SiteLink href={logo.href}>{image}</SiteLink> : image}</li>;
              })}
            </ul>
          </section>
        ) : null}
      </div>
      {props.children}
    </footer>
  );
}
