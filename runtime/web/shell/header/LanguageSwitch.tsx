import { useIntl } from '../../i18n/use-intl.ts';
import type { Locale } from '../../../../rules/locale.ts';
import type { ServedPaths } from '../../../../schemas/api/pages.ts';
import { htmlLang, LOCALES, withLocalePrefix } from '../../../engine/router/locale.ts';
import { pickText } from '../../../../rules/text/pick-text.ts';

export interface LanguageSwitchProps {
  locale: Locale;
  /** The current page in each language; null sends each language to its home page. */
  alternatePaths: ServedPaths | null;
  className: string;
  /** Show each language as its two-letter code (the full name stays its accessible name). */
  short?: boolean;
}

/** "fr_FR" → "FR": the language part of a locale, for a compact switch. */
function languageCode(locale: Locale): string {
  return locale.slice(0, 2).toUpperCase();
}

/**
 * Links to the same page in each language (a full page load: the whole site data changes
 * language). The current language is marked with aria-current.
 */
export function LanguageSwitch({ locale, alternatePaths, className, short = false }: LanguageSwitchProps) {
  const intl = useIntl();
  return (
    <ul className={`language-switch ${className}`} aria-label={intl.formatMessage({ id: 'language.label' })}>
      {LOCALES.map((code) => {
        const href = (alternatePaths && pickText(alternatePaths, code)) || withLocalePrefix('/', code);
        const current = code === locale;
        return (
          <li key={code}>
            <a
              href={href}
              hrefLang={htmlLang(code)}
              lang={htmlLang(code)}
              className="language-switch__link"
              aria-current={current ? 'true' : undefined}
            >
              {short ? (
                <>
                  <span className="visually-hidden">{intl.formatMessage({ id: `language.${code}` })}</span>
                  <span aria-hidden="true">{languageCode(code)}</span>
                </>
              ) : (
                intl.formatMessage({ id: `language.${code}` })
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
