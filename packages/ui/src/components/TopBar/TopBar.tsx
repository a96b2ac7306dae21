import { forwardRef, type ReactNode } from 'react';
import { useAppShell } from '../AppShell';
import { MenuIcon } from '../Icon';
import { IconButton } from '../IconButton';
import * as styles from './TopBar.css';

export interface TopBarProps {
  /** Logo or product name at the start. */
  brand?: ReactNode;
  /** A search field. */
  search?: ReactNode;
  /** Controls at the end: credits, theme toggle, notifications… */
  actions?: ReactNode;
  /** The avatar menu, last at the end. */
  avatarMenu?: ReactNode;
  /**
   * Called by the menu button. Inside an AppShell the button opens its mobile drawer by itself; outside one the
   * button shows only when this is given.
   */
  onMenuPress?: () => void;
  /** Accessible name of the menu button. */
  menuLabel?: string;
  /** Extra class names, appended after ours. */
  className?: string;
}

/**
 * The bar at the top of the app: a menu button that opens the mobile navigation (hidden on wide shells), brand,
 * search, actions and the avatar menu.
 */
export const TopBar = /*#__PURE__*/ forwardRef<HTMLElement, TopBarProps>(function TopBar(
  { brand, search, actions, avatarMenu, onMenuPress, menuLabel = 'Open navigation', className },
  ref,
) {
  const shell = useAppShell();
  const showMenuButton = Boolean(shell || onMenuPress);
  return (
    <header ref={ref} className={[styles.bar, className].filter(Boolean).join(' ')}>
      {showMenuButton && (
        <IconButton
          label={menuLabel}
          aria-expanded={shell ? shell.isMobileNavOpen : undefined}
          aria-haspopup="dialog"
          className={styles.menuButton}
          onPress={() => {
            shell?.setMobileNavOpen(true);
            onMenuPress?.();
          }}
        >
          <MenuIcon />
        </IconButton>
      )}
      {brand && <div className={styles.brand}>{brand}</div>}
      {search ? <div className={styles.search}>{search}</div> : <div className={styles.spacer} />}
      {(actions || avatarMenu) && (
        <div className={styles.actions}>
          {actions}
          {avatarMenu}
        </div>
      )}
    </header>
  );
});
