import type { Placement } from '@floating-ui/react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useIntl } from '../../i18n/use-intl.ts';
import { useLocation } from 'react-router';
import type { MenuItem } from '../../../engine/router/menu-tree.ts';
import { MenuLink } from './MenuLink.tsx';
import { MenuLabel } from './MenuLabel.tsx';
import { SubmenuList } from './SubmenuList.tsx';
import { DESKTOP_QUERY, useMediaQuery } from '../../../ui/use-media-query.ts';
import { lazyBehaviour } from '../lazy-behaviour.tsx';
import { loadShellBehaviour } from '../load-shell-behaviour.ts';

const SubmenuBehaviour = lazyBehaviour(() => loadShellBehaviour().then((module) => module.SubmenuBehaviour));

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
 * link); Escape closes it and returns focus to the button; leaving it with Tab or pressing
 * outside closes it. On desktop it also opens on hover, and the open panel is positioned by
 * @floating-ui, loaded on the first hover or opening. The keyboard and the button work from
 * hydration; hover, placement and the press outside come with the shell's behaviour chunk, once
 * the shell wakes or the submenu first opens (none of it is part of the initial JavaScript).
 */
export function MenuParent({ item, alignment }: MenuParentProps) {
  const intl = useIntl();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const focusFirst = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open || !focusFirst.current) return;
    focusFirst.current = false;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    focusFirst.current = true;
    if (open) panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
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
    <li
      ref={itemRef}
      className="main-menu__item main-menu__item--parent"
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
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
        {item.href ? null : <MenuLabel item={item} />}
        <span className="main-menu__chevron" aria-hidden="true" />
      </button>
      <ul ref={panelRef} id={panelId} className="submenu" hidden={!open}>
        <SubmenuList items={item.children} />
      </ul>
      <SubmenuBehaviour now={open} item={itemRef} panel={panelRef} open={open} setOpen={setOpen} desktop={desktop} placement={PLACEMENT[alignment]} />
    </li>
  );
}
