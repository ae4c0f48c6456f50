import {
  autoUpdate,
  flip,
  offset,
  safePolygon,
  shift,
  useDismiss,
  useFloating,
  useHover,
  useInteractions,
  type Placement,
} from '@floating-ui/react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { MenuItem } from './menu-tree.ts';
import { MenuLink } from './MenuLink.tsx';
import { SubmenuList } from './SubmenuList.tsx';
import { DESKTOP_QUERY, useMediaQuery } from './use-media-query.ts';

const PLACEMENT: Record<'LEFT' | 'CENTER' | 'RIGHT', Placement> = {
  LEFT: 'bottom-start',
  CENTER: 'bottom',
  RIGHT: 'bottom-end',
};

export interface MenuParentProps {
  item: MenuItem;
  alignment: 'LEFT' | 'CENTER' | 'RIGHT';
}

/**
 * A menu entry with a submenu, as a disclosure: the toggle button (the whole entry for a
 * text-only parent) opens it on click, Enter, Space or ArrowDown (which also focuses its first
 * link); Escape closes it and returns focus to the button; leaving it with Tab closes it. On
 * desktop the panel is positioned by @floating-ui and also opens on hover.
 */
export function MenuParent({ item, alignment }: MenuParentProps) {
  const intl = useIntl();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const focusFirst = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const { pathname } = useLocation();
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: PLACEMENT[alignment],
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const hover = useHover(context, { enabled: desktop, handleClose: safePolygon(), delay: { open: 60, close: 120 } });
  const dismiss = useDismiss(context, { escapeKey: false });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, dismiss]);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open || !focusFirst.current) return;
    focusFirst.current = false;
    refs.floating.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open, refs.floating]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    focusFirst.current = true;
    if (open) refs.floating.current?.querySelector<HTMLElement>('a, button')?.focus();
    else setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const toggleLabel = intl.formatMessage({ id: 'header.submenu' }, { title: item.label });
  return (
    <li ref={refs.setReference} className="main-menu__item main-menu__item--parent" {...getReferenceProps({ onKeyDown, onBlur })}>
      {item.href ? <MenuLink item={{ ...item, href: item.href }} className="main-menu__link" /> : null}
      <button
        ref={buttonRef}
        type="button"
        className={item.href ? 'main-menu__toggle' : 'main-menu__link main-menu__text-parent'}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={item.href ? toggleLabel : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {item.href ? null : item.label}
        <span className="main-menu__chevron" aria-hidden="true" />
      </button>
      <ul
        ref={refs.setFloating}
        id={panelId}
        className="submenu"
        hidden={!open}
        style={desktop ? floatingStyles : undefined}
        {...getFloatingProps()}
      >
        <SubmenuList items={item.children} />
      </ul>
    </li>
  );
}
