import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { telHref } from '../ui/company-identity.ts';
import { MenuButton } from './menu/MenuButton.tsx';

export interface BottomBarProps {
  phone: string;
  contactPath: string;
  /** The menu button sits here when MOBILE_MENU_POSITION is BOTTOM. */
  menu: { controls: string; open: boolean; onToggle: () => void } | null;
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
              <span className="bottom-bar__icon bottom-bar__icon--phone" aria-hidden="true" />
              {intl.formatMessage({ id: 'bottomBar.call' })}
            </a>
          </li>
        ) : null}
        <li>
          <Link className="bottom-bar__action" to={contactPath}>
            <span className="bottom-bar__icon bottom-bar__icon--contact" aria-hidden="true" />
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
