import { forwardRef, useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { ChevronDownIcon } from '../Icon';
import * as styles from './MegaMenu.css';
import { useEffectCallback } from '../../hooks/useEffectCallback';

export interface MegaMenuLink {
  /** Stable key; defaults to the href. */
  id?: string;
  /** Visible link text. */
  label: string;
  /** Where the link goes. */
  href: string;
  /** One line under the label. */
  description?: string;
  /** Decorative icon. */
  icon?: ReactNode;
}

export interface MegaMenuGroup {
  /** Stable key of the group. */
  id: string;
  /** Group heading, e.g. 'Images'. */
  title: string;
  /** The group’s links; empty or null skips the group. */
  links?: readonly MegaMenuLink[] | null;
}

export interface MegaMenuProps {
  /** Text of the trigger button, e.g. 'Products'. */
  label: string;
  /** Groups of links shown side by side (spec: Images, Video, Library & Tools). Empty groups are skipped. */
  groups: readonly MegaMenuGroup[] | null | undefined;
  /** Extra content under the groups, e.g. an 'Open Library' link. */
  footer?: ReactNode;
  /** Milliseconds before a hover-opened panel closes after the pointer leaves. */
  closeDelay?: number;
  /** Called with the new open state. */
  onOpenChange?: (open: boolean) => void;
  /** Extra class names, appended after ours. */
  className?: string;
}

/**
 * A wide (860 px) navigation panel of grouped links under a button, following the disclosure navigation pattern.
 * Opens on hover (mouse) or press; Enter, Space and ArrowDown open it (ArrowDown also focuses the first link);
 * Escape closes it and returns focus to the button; it closes when focus or a click leaves it, or a link is followed.
 */
export const MegaMenu = /*#__PURE__*/ forwardRef<HTMLDivElement, MegaMenuProps>(function MegaMenu(
  { label, groups, footer, closeDelay = 150, onOpenChange, className },
  ref,
) {
  const [isOpen, setOpen] = useState(false);
  const openedBy = useRef<'hover' | 'press' | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const focusFirstOnOpen = useRef(false);
  const panelId = useId();

  const visibleGroups = (groups ?? []).filter((g) => g && (g.links ?? []).length > 0);

  const change = (next: boolean, by: 'hover' | 'press' | null = null) => {
    clearTimeout(closeTimer.current);
    openedBy.current = next ? by : null;
    setOpen((current) => {
      if (current !== next) onOpenChange?.(next);
      return next;
    });
  };

  const setRootRef = (node: HTMLDivElement | null) => {
    rootRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!isOpen) return undefined;
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      panelRef.current?.querySelector<HTMLElement>('a, [role="link"]')?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        clearTimeout(closeTimer.current);
        openedBy.current = null;
        setOpen(false);
        onOpenChange?.(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, onOpenChange]);

  // Close after the link has been followed: removing it during the press would cancel the navigation.
  const closeAfterFollow = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => change(false), 0);
  };

  // Escape anywhere inside closes the panel and returns focus to the button.
  const onEscape = useEffectCallback((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.stopPropagation();
    change(false);
    triggerRef.current?.focus();
  });
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const listener = (event: KeyboardEvent) => onEscape(event);
    root.addEventListener('keydown', listener);
    return () => root.removeEventListener('keydown', listener);
  }, [onEscape]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (isOpen && next && !event.currentTarget.contains(next)) change(false);
  };

  return (
    <div
      ref={setRootRef}
      data-open={isOpen || undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onBlur={onBlur}
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
      <AriaButton
        ref={triggerRef}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        className={styles.trigger}
        onPress={() => {
          // A press after a hover-open pins the panel instead of closing it under the pointer.
          if (isOpen && openedBy.current === 'hover') openedBy.current = 'press';
          else change(!isOpen, 'press');
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            focusFirstOnOpen.current = true;
            if (isOpen) panelRef.current?.querySelector<HTMLElement>('a, [role="link"]')?.focus();
            else change(true, 'press');
          } else {
            event.continuePropagation();
          }
        }}
      >
        {label}
        <ChevronDownIcon className={styles.chevron} />
      </AriaButton>
      {isOpen && (
        <div ref={panelRef} id={panelId} className={styles.panel}>
          <div className={styles.groups}>
            {visibleGroups.map((group) => (
              <div key={group.id}>
                <p id={`${panelId}-${group.id}`} className={styles.groupTitle}>
                  {group.title}
                </p>
                <ul className={styles.list} aria-labelledby={`${panelId}-${group.id}`}>
                  {(group.links ?? []).map((link) => (
                    <li key={link.id ?? link.href}>
                      <AriaLink href={link.href} className={styles.link} onPress={closeAfterFollow}>
                        {link.icon && (
                          <span className={styles.linkIcon} aria-hidden="true">
                            {link.icon}
                          </span>
                        )}
                        <span className={styles.linkText}>
                          <span className={styles.linkLabel}>{link.label}</span>
                          {link.description && <span className={styles.linkDescription}>{link.description}</span>}
                        </span>
                      </AriaLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      )}
    </div>
  );
});
