import { useIntl } from '../i18n/use-intl.ts';
import { Link } from 'react-router';
import { telHref } from '../../ui/company-identity.ts';
import { MenuButton } from './menu/MenuButton.tsx';

export interface BottomBarProps {
  phone: string;
  contactPath: string;
  /** The menu button sits here when MOBILE_MENU_POSITION is BOTTOM. */
  menu: { controls: string; open: boolean; onToggle: () => void } | null;
}

/** A handset (24 px grid, drawn with the text colour). */
function PhoneIcon() {
  return (
    <svg className="bottom-bar__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
        fill="currentColor"
      />
    </svg>
  );
}

/** An envelope (24 px grid, drawn with the text colour). */
function MailIcon() {
  return (
    <svg className="bottom-bar__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m4 7 8 6 8-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/** The quick-access bar of small screens: call, contact, and the menu button. */
export function BottomBar({ phone, contactPath, menu }: BottomBarProps) {
  const intl = useIntl();
  return (
    <nav className="bottom-bar" aria-label={intl.formatMessage({ id: 'bottomBar.label' })}>
      <ul className="bottom-bar__list">
        {phone ? (
          <li>
            <a className="bottom-bar__action" href={telHref(phone)}>
              <PhoneIcon />
              {intl.formatMessage({ id: 'bottomBar.call' })}
            </a>
          </li>
        ) : null}
        <li>
          <Link className="bottom-bar__action" to={contactPath}>
            <MailIcon />
            {intl.formatMessage({ id: 'bottomBar.contact' })}
          </Link>
        </li>
        {menu ? (
          <li>
            <MenuButton controls={menu.controls} open={menu.open} onToggle={menu.onToggle} className="bottom-bar__action" withText />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
