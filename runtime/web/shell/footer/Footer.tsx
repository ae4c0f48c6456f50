import { useId, type CSSProperties } from 'react';
import { useIntl } from '../../i18n/use-intl.ts';
import type { CompanyIdentity } from '../../../ui/company-identity.ts';
import { SiteLink } from '../../../ui/SiteLink.tsx';
import { mediaImage } from '../../../engine/api/image-url.ts';
import type { ParameterList } from '../../../ui/theme/parameter-value.ts';
import type { ServedSiteInfo } from '../../../../schemas/api/site.ts';
import { balancedColumns } from '../../../ui/balanced-columns.ts';
import { footerLinks, footerLogos, withoutLegalPages } from './footer-elements.ts';
import { legalPages } from './legal-pages.ts';
import { FooterHours } from './FooterHours.tsx';
import { FooterIdentity } from './FooterIdentity.tsx';
import { footerLogoTypes, pickLogo } from '../header/site-logo.ts';
import { SocialLinks } from './SocialLinks.tsx';
import { organizationJsonLdText } from '../../seo/organization-json-ld-text.ts';

export interface FooterProps {
  siteName: string;
  identity: CompanyIdentity;
  /** The site's info: its logos (the footer picks its own, light or dark) and public address (the JSON-LD's URLs). */
  siteInfo: ServedSiteInfo;
  dark: boolean;
  showAddress: boolean;
  parameters: ParameterList;
  /** The `logo-footer` and `link-footer` element lists. */
  elements: { logos: Record<string, unknown>[]; links: Record<string, unknown>[] };
}

/**
 * The site footer's columns: identity and address, opening hours, useful links, social links,
 * partner logos, and the site's LocalBusiness JSON-LD for search engines. No browser behaviour: the shell renders it as a kept part (its server HTML is
 * kept in the browser, its code loads on a language switch only).
 */
export function Footer(props: FooterProps) {
  const intl = useIntl();
  const id = useId();
  const siteLogo = pickLogo(props.siteInfo.logos, footerLogoTypes(props.dark), props.siteName);
  // the legal pages are in the legal bar under the footer: not listed a second time here
  const links = withoutLegalPages(footerLinks(props.elements.links), legalPages.map((page) => page.path));
  const logos = footerLogos(props.elements.logos);
  const jsonLd = organizationJsonLdText(props.parameters, props.siteInfo);
  return (
    <div className="site-footer__grid">
      <FooterIdentity identity={props.identity} siteName={props.siteName} logo={siteLogo} showAddress={props.showAddress} headingId={`${id}-identity`} />
      <FooterHours parameters={props.parameters} headingId={`${id}-hours`} />
      {links.length > 0 ? (
        <section className="site-footer__section" aria-labelledby={`${id}-links`}>
          <h2 id={`${id}-links`} className="site-footer__heading">
            {intl.formatMessage({ id: 'footer.links' })}
          </h2>
          <ul className="site-footer__links">
            {links.map((link) => (
              <li key={link.id}>
                <SiteLink href={link.href}>{link.title}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <SocialLinks parameters={props.parameters} company={props.identity.name || props.siteName} headingId={`${id}-social`} />
      {logos.length > 0 ? (
        <section className="site-footer__section site-footer__section--logos" aria-labelledby={`${id}-logos`}>
          <h2 id={`${id}-logos`} className="site-footer__heading">
            {intl.formatMessage({ id: 'footer.partners' })}
          </h2>
          <ul className="site-footer__logos" style={{ '--logo-columns': String(balancedColumns(logos.length, 4)) } as CSSProperties}>
            {logos.map((logo) => {
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
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
    </div>
  );
}
