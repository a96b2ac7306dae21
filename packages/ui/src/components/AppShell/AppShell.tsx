import { createContext, forwardRef, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useEffectCallback } from '../../hooks/useEffectCallback';
import { useElementWidth } from '../../hooks/useElementWidth';
import { Drawer } from '../Drawer';
import { ChevronLeftIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { SidebarCollapsedContext } from '../Sidebar';
import * as styles from './AppShell.css';

/** What the shell offers its parts (TopBar's menu button, custom toggles). */
export interface AppShellState {
  /** Whether the mobile navigation drawer is open. */
  isMobileNavOpen: boolean;
  /** Opens or closes the mobile navigation drawer. */
  setMobileNavOpen: (open: boolean) => void;
  /** Whether the desktop sidebar shows icons only. */
  isSidebarCollapsed: boolean;
  /** Collapses the desktop sidebar to icons, or expands it. */
  setSidebarCollapsed: (collapsed: boolean) => void;
}

const AppShellContext = /*#__PURE__*/ createContext<AppShellState | null>(null);

/** The nearest AppShell's state, or `null` outside one. */
export function useAppShell(): AppShellState | null {
  return useContext(AppShellContext);
}

export interface AppShellProps {
  /** The navigation (usually a `<Sidebar>`): in a column on desktop, in a slide-in drawer on mobile. */
  sidebar: ReactNode;
  /** The bar at the top (usually a `<TopBar>`); its menu button opens the mobile drawer. */
  topBar?: ReactNode;
  /** The page. */
  children?: ReactNode;
  /** Changes whenever the route changes (e.g. `location.key` or the pathname); the mobile drawer closes then. */
  locationKey?: string | number;
  /** Controlled collapsed state of the desktop sidebar. */
  isSidebarCollapsed?: boolean;
  /**
   * Initial collapsed state when uncontrolled. Unset, the sidebar follows the shell's width (icons only while it is
   * narrower than `autoCollapseBelow`) until the person collapses or expands it.
   */
  defaultSidebarCollapsed?: boolean;
  /**
   * Shell width in px below which an uncontrolled sidebar without `defaultSidebarCollapsed` shows icons only, so the
   * page keeps room for a wide table (1152: the console's widest tables fit beside the icons from 1024 px). 0: never.
   */
  autoCollapseBelow?: number;
  /** Called when the desktop sidebar collapses or expands. */
  onSidebarCollapsedChange?: (collapsed: boolean) => void;
  /** Controlled open state of the mobile drawer. */
  isMobileNavOpen?: boolean;
  /** Called when the mobile drawer opens or closes. */
  onMobileNavOpenChange?: (open: boolean) => void;
  /** Title of the mobile drawer. */
  mobileNavTitle?: string;
  /** Text of the skip link that jumps to the main content. */
  skipLinkLabel?: string;
  /** Extra class names, appended after ours. */
  className?: string;
}

function useControllable<T>(value: T | undefined, initial: T, onChange?: (next: T) => void) {
  const [own, setOwn] = useState(initial);
  const current = value ?? own;
  const set = (next: T) => {
    if (value === undefined) setOwn(next);
    if (next !== current) onChange?.(next);
  };
  return [current, set] as const;
}

/**
 * The page frame of the user and admin areas: a collapsible sidebar on desktop and, on narrow containers, a
 * slide-in drawer that closes on Escape, on a backdrop tap or when `locationKey` changes. Between the two (a laptop's
 * 1024 px) the sidebar starts as icons, leaving the page room for its tables. The breakpoints are the shell's own
 * width (a container query and a ResizeObserver), so it also works embedded in a partner's page.
 */
export const AppShell = /*#__PURE__*/ forwardRef<HTMLDivElement, AppShellProps>(function AppShell(
  {
    sidebar,
    topBar,
    children,
    locationKey,
    isSidebarCollapsed,
    defaultSidebarCollapsed,
    autoCollapseBelow = 1152,
    onSidebarCollapsedChange,
    isMobileNavOpen,
    onMobileNavOpenChange,
    mobileNavTitle = 'Navigation',
    skipLinkLabel = 'Skip to main content',
    className,
  },
  ref,
) {
  const [layoutRef, layoutWidth] = useElementWidth<HTMLDivElement>();
  const narrow = layoutWidth !== undefined && layoutWidth < autoCollapseBelow;
  // Unset until the person (or `defaultSidebarCollapsed`) decides; meanwhile the shell's width decides.
  const [ownChoice, setOwnChoice] = useState(defaultSidebarCollapsed);
  const collapsed = isSidebarCollapsed ?? ownChoice ?? narrow;
  const setCollapsed = (next: boolean) => {
    if (isSidebarCollapsed === undefined) setOwnChoice(next);
    if (next !== collapsed) onSidebarCollapsedChange?.(next);
  };
  const [mobileOpen, setMobileOpen] = useControllable(isMobileNavOpen, false, onMobileNavOpenChange);

  // Close the drawer when the route changes (not on the first render).
  const lastLocation = useRef(locationKey);
  const closeMobileNav = useEffectCallback(() => setMobileOpen(false));
  useEffect(() => {
    if (lastLocation.current === locationKey) return;
    lastLocation.current = locationKey;
    closeMobileNav();
  }, [locationKey, closeMobileNav]);

  const state: AppShellState = {
    isMobileNavOpen: mobileOpen,
    setMobileNavOpen: setMobileOpen,
    isSidebarCollapsed: collapsed,
    setSidebarCollapsed: setCollapsed,
  };

  const mainId = `mk-main-${useId().replace(/:/g, '')}`;
  return (
    <AppShellContext.Provider value={state}>
      <div
        ref={ref}
        data-sidebar-collapsed={collapsed || undefined}
        data-mobile-nav-open={mobileOpen || undefined}
        className={[styles.root, className].filter(Boolean).join(' ')}
      >
        <a href={`#${mainId}`} className={styles.skipLink}>
          {skipLinkLabel}
        </a>
        <div ref={layoutRef} className={styles.layout}>
          <aside className={styles.sidebar} data-collapsed={collapsed || undefined} data-testid="mk-desktop-sidebar">
            <div className={styles.sidebarScroll}>
              <SidebarCollapsedContext.Provider value={collapsed}>{sidebar}</SidebarCollapsedContext.Provider>
            </div>
            <div className={styles.collapse}>
              <IconButton
                size="sm"
                label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
                aria-expanded={!collapsed}
                onPress={() => setCollapsed(!collapsed)}
              >
                <ChevronLeftIcon className={styles.collapseIcon} />
              </IconButton>
            </div>
          </aside>
          <div className={styles.top}>{topBar}</div>
          <main id={mainId} tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </div>
        <Drawer side="start" title={mobileNavTitle} isOpen={mobileOpen} onOpenChange={setMobileOpen}>
          <div className={styles.drawerBody}>
            <SidebarCollapsedContext.Provider value={false}>{sidebar}</SidebarCollapsedContext.Provider>
          </div>
        </Drawer>
      </div>
    </AppShellContext.Provider>
  );
});
