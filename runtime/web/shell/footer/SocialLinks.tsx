import { useIntl } from '../../i18n/use-intl.ts';
import type { ParameterList } from '../../../ui/theme/parameter-value.ts';
import { socialLinks } from './social-links.ts';

/** Links to the site's social networks (only the configured ones), each with an accessible name. */
export function SocialLinks({ parameters, company, headingId }: { parameters: ParameterList; company: string; headingId: string }) {
  const intl = useIntl();
  const links = socialLinks(parameters);
  if (links.length === 0) return null;
  return (
    <section className="site-footer__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-footer__heading">
        {intl.formatMessage({ id: 'footer.followUs' })}
      </h2>
      <ul className="site-footer__social">
        {links.map(({ network, url }) => {
          const name = intl.formatMessage({ id: `social.${network}` });
          return (
            <li key={network}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className={`social-link social-link--${network}`}
                aria-label={intl.formatMessage({ id: 'social.linkLabel' }, { network: name, company })}
              >
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
