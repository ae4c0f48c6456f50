import { useIntl } from '../../i18n/use-intl.ts';

export interface MenuButtonProps {
  controls: string;
  open: boolean;
  onToggle: () => void;
  className: string;
  /** Show the word "Menu" beside the icon (bottom bar). */
  withText?: boolean;
}

/** The burger button of small screens: a disclosure for the main menu panel. */
export function MenuButton({ controls, open, onToggle, className, withText = false }: MenuButtonProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: open ? 'header.closeMenu' : 'header.openMenu' });
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={withText ? undefined : label}
      title={withText ? label : undefined}
      onClick={onToggle}
    >
      <span className={open ? 'burger burger--open' : 'burger'} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      {withText ? <span className="menu-button__text">{intl.formatMessage({ id: 'bottomBar.menu' })}</span> : null}
    </button>
  );
}
