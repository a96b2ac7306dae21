import { ChevronDownIcon } from '@mediakit/ui/Icon';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { RouterLink } from '../RouterLink';
import type { ProductGroup } from './productLinks';
import * as site from './site.css';

/**
 * The header's Products mega-menu (spec 000, section 2) as a native disclosure navigation: a <button> with
 * aria-expanded and a panel of grouped links. It opens on mouse hover or on press (Enter, Space, or ArrowDown, which
 * also focuses the first link); Escape closes it and returns focus to the button; it closes when focus or a click
 * leaves it and when a link is followed. ui's MegaMenu does the same on react-aria, which the landing page's first
 * load must not carry (issue #20).
 */
export function ProductsMenu({
  label,
  groups,
  footer,
  closeDelay = 150,
}: {
  label: string;
  groups: readonly ProductGroup[];
  footer: { href: string; label: string };
  closeDelay?: number;
}) {
  const [isOpen, setOpen] = useState(false);
  const openedBy = useRef<'hover' | 'press' | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const focusFirstOnOpen = useRef(false);
  const panelId = useId();

  const change = (next: boolean, by: 'hover' | 'press' | null = null) => {
    clearTimeout(closeTimer.current);
    openedBy.current = next ? by : null;
    setOpen(next);
  };

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Following a link closes the panel, after the click: removing the link during it would cancel the navigation.
  const closeAfterFollow = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => change(false), 0);
  };

  useEffect(() => {
    if (!isOpen) return undefined;
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      panelRef.current?.querySelector<HTMLElement>('a')?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) change(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      change(false);
      triggerRef.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (isOpen && next && !event.currentTarget.contains(next)) change(false);
  };

  return (
    // Hover and Escape are conveniences over the button, which does everything by keyboard.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className={site.menu}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        clearTimeout(closeTimer.current);
        if (!isOpen) change(true, 'hover');
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse' || openedBy.current !== 'hover') return;
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(() => change(false), closeDelay);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        className={site.menuTrigger}
        onClick={() => {
          // A press after a hover-open pins the panel instead of closing it under the pointer.
          if (isOpen && openedBy.current === 'hover') openedBy.current = 'press';
          else change(!isOpen, 'press');
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          focusFirstOnOpen.current = true;
          if (isOpen) panelRef.current?.querySelector<HTMLElement>('a')?.focus();
          else change(true, 'press');
        }}
      >
        {label}
        <ChevronDownIcon className={site.menuChevron} />
      </button>
      <div ref={panelRef} id={panelId} className={site.menuPanel} hidden={!isOpen}>
        <div className={site.menuGroups}>
          {groups.map((group) => (
            <div key={group.id}>
              <p id={`${panelId}-${group.id}`} className={site.menuGroupTitle}>
                {group.title}
              </p>
              <ul className={site.menuList} aria-labelledby={`${panelId}-${group.id}`}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <RouterLink to={link.href} className={site.menuLink} onClick={closeAfterFollow}>
                      <span className={site.menuLinkIcon} aria-hidden="true">
                        {link.icon}
                      </span>
                      <span className={site.menuLinkText}>
                        <span className={site.menuLinkLabel}>{link.label}</span>
                        <span className={site.menuLinkDescription}>{link.description}</span>
                      </span>
                    </RouterLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className={site.menuFooter}>
          <RouterLink
            to={footer.href}
            className={`${site.link.standalone} ${site.underlineOnHover}`}
            onClick={closeAfterFollow}
          >
            {footer.label}
          </RouterLink>
        </div>
      </div>
    </div>
  );
}
