import { useSession } from '@mediakit/tool-runtime';
import { Badge, IconButton, Link, MegaMenu, MenuIcon, ThemeToggle } from '@mediakit/ui';
import { lazy, Suspense, useState } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { homeOf } from '../routes/authLocation';
import { productName } from '../routes/documentTitle';
import { libraryHref, productGroups, siteLinks } from './productLinks';
import * as styles from './public.css';
import { AccountLinks, LinkItems } from './SiteLinks';

// The drawer (a react-aria modal) loads on the first tap of the menu button: phones pay for it, the landing page's
// first load does not.
const MobileNav = lazy(() => import('./MobileNav'));

/**
 * The public header (spec 000, section 2): logo with a Beta badge, the Products mega-menu, links, the theme
 * toggle, Sign In and Get started (or the way back to the signed-in area); on phones a drawer holds the links.
 */
export function PublicHeader() {
  const session = useSession();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [wasMenuOpened, setMenuOpened] = useState(false);
  const user = session.status === 'signed-in' ? session.user : undefined;

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <AriaLink href="/" className={styles.logo} aria-label={`${productName} home`}>
          {productName}
          <Badge tone="accent">Beta</Badge>
        </AriaLink>
        <nav aria-label="Site" className={styles.desktopNav}>
          <MegaMenu
            label="Products"
            groups={productGroups}
            footer={
              <Link href={libraryHref} variant="standalone">
                Open Library
              </Link>
            }
          />
          <ul className={styles.navList}>
            <LinkItems links={siteLinks} />
          </ul>
        </nav>
        <div className={styles.headerEnd}>
          <ThemeToggle />
          <AccountLinks dashboardHref={user && homeOf(user)} className={styles.desktopOnly} />
          <IconButton
            label="Open menu"
            className={styles.mobileOnly}
            aria-expanded={isMenuOpen}
            onPress={() => {
              setMenuOpened(true);
              setMenuOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
        </div>
      </div>
      {wasMenuOpened && (
        <Suspense fallback={null}>
          <MobileNav isOpen={isMenuOpen} onOpenChange={setMenuOpen} dashboardHref={user && homeOf(user)} />
        </Suspense>
      )}
    </header>
  );
}
