import { createContext, forwardRef, useContext, useId, type ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { Tooltip } from '../Tooltip';
import { filterSidebarSections, type AccessRequirements } from './access';
import * as styles from './Sidebar.css';

/** One entry of the sidebar: a link (`href`) or an action (`onAction`, e.g. Logout). */
export interface SidebarItem extends AccessRequirements {
  /** Stable key. */
  id: string;
  /** Visible text; in the collapsed sidebar it stays as the accessible name. */
  label: string;
  /** Target; followed through react-aria's RouterProvider when the host provides one. */
  href?: string;
  /** Run instead of navigating (items without `href`). */
  onAction?: () => void;
  /** Decorative icon; in the collapsed sidebar it is all that shows (the label stays for screen readers). */
  icon?: ReactNode;
  /** Something small after the label, e.g. a 'New' badge. */
  badge?: ReactNode;
}

export interface SidebarSection {
  /** Stable key. */
  id: string;
  /** Visible group heading, e.g. 'Overview'. */
  title?: string;
  /** The section’s entries; empty or null skips the section. */
  items?: readonly SidebarItem[] | null;
}

/** Collapsed state provided by AppShell to its desktop sidebar. */
export const SidebarCollapsedContext = /*#__PURE__*/ createContext<boolean>(false);

export interface SidebarProps {
  /** Sections in order; items are filtered by `role` and `plan`, and empty sections are hidden. */
  sections: readonly SidebarSection[] | null | undefined;
  /** The viewer's role (viewer < editor < admin < owner); unknown or missing counts as viewer. */
  userRole?: string | null;
  /** The viewer's plan (free < pro < pro_plus < enterprise); unknown or missing counts as free. */
  userPlan?: string | null;
  /** Id of the active item, or omit and pass `currentHref`. */
  activeId?: string;
  /** The current location; the item whose `href` equals it (or is its longest prefix) is marked `aria-current`. */
  currentHref?: string;
  /** Icons only, labels visually hidden. Defaults to the AppShell's collapsed state. */
  isCollapsed?: boolean;
  /** Accessible name of the navigation landmark. */
  'aria-label'?: string;
  /** Extra class names, appended after ours. */
  className?: string;
}

function findActive(sections: readonly SidebarSection[], currentHref?: string): string | undefined {
  if (!currentHref) return undefined;
  let best: { id: string; length: number } | undefined;
  for (const section of sections) {
    for (const item of section.items ?? []) {
      const href = item.href;
      if (!href) continue;
      const matches = currentHref === href || currentHref.startsWith(href.endsWith('/') ? href : `${href}/`);
      if (matches && (!best || href.length > best.length)) best = { id: item.id, length: href.length };
    }
  }
  return best?.id;
}

function Section({
  section,
  activeId,
  collapsed,
}: {
  section: SidebarSection & { items: SidebarItem[] };
  activeId?: string;
  collapsed: boolean;
}) {
  const headingId = useId();
  const hasTitle = Boolean(section.title);
  return (
    <div
      role="group"
      aria-labelledby={hasTitle ? headingId : undefined}
      aria-label={hasTitle ? undefined : section.id}
      className={styles.section}
    >
      {hasTitle && (
        <h2 id={headingId} className={styles.sectionTitle}>
          {section.title}
        </h2>
      )}
      <ul className={styles.list}>
        {section.items.map((item) => {
          const content = (
            <>
              {item.icon && (
                <span className={styles.icon} aria-hidden="true">
                  {item.icon}
                </span>
              )}
              <span className={styles.label}>{item.label}</span>
              {item.badge && <span className={styles.badge}>{item.badge}</span>}
            </>
          );
          return (
            <li key={item.id} className={styles.listItem}>
              {/* Collapsed, only the icon shows: the label appears as a tooltip on hover and keyboard focus. */}
              <Tooltip content={item.label} placement="end" delay={300} isDisabled={!collapsed}>
                {item.href ? (
                  <AriaLink
                    href={item.href}
                    aria-current={item.id === activeId ? 'page' : undefined}
                    data-item-id={item.id}
                    className={styles.item}
                  >
                    {content}
                  </AriaLink>
                ) : (
                  <AriaButton onPress={item.onAction} data-item-id={item.id} className={styles.item}>
                    {content}
                  </AriaButton>
                )}
              </Tooltip>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The app's navigation: titled sections of links and actions, filtered by the viewer's role and plan, with
 * sections that end up empty hidden (spec 000, section 6). Links go through react-aria's Link, so a host router
 * wired with `RouterProvider` handles them.
 */
export const Sidebar = /*#__PURE__*/ forwardRef<HTMLElement, SidebarProps>(function Sidebar(
  { sections, userRole, userPlan, activeId, currentHref, isCollapsed, 'aria-label': ariaLabel = 'Main', className },
  ref,
) {
  const collapsedFromShell = useContext(SidebarCollapsedContext);
  const collapsed = isCollapsed ?? collapsedFromShell;
  const visible = filterSidebarSections<SidebarSection>(sections, { role: userRole, plan: userPlan });
  const active = activeId ?? findActive(visible, currentHref);
  return (
    <nav
      ref={ref}
      aria-label={ariaLabel}
      data-collapsed={collapsed || undefined}
      className={[styles.nav, className].filter(Boolean).join(' ')}
    >
      {visible.map((section) => (
        <Section key={section.id} section={section} activeId={active} collapsed={collapsed} />
      ))}
    </nav>
  );
});
