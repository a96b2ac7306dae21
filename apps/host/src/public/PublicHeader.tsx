import { MenuIcon } from '@mediakit/ui/Icon';
import { lazy, Suspense, useState } from 'react';
import { RouterLink } from '../RouterLink';
import { productName } from '../routes/documentTitle';
import { HeaderAccountLinks } from './HeaderAccountLinks';
import { libraryHref, productGroups, siteLinks } from './productLinks';
import { ProductsMenu } from './ProductsMenu';
import * as styles from './public.css';
import { LinkItems } from './SiteLinks';
import * as site from './site.css';
import { ThemeToggleButton } from './ThemeToggleButton';

// The drawer (a react-aria modal) loads on the first tap of the menu button: phones pay for it, the landing page's
// first load does not.
const MobileNav = lazy(() => import('./MobileNav'));

/**
 * The public header (spec 000, section 2): logo with a Beta badge, the Products mega-menu, links, the theme
 * toggle, Sign In and Get started (or the way back to the signed-in area); on phones a drawer holds the links.
 * Native elements only: the landing page's first load carries no react-aria (issue #20).
 */
export function PublicHeader() {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [wasMenuOpened, setMenuOpened] = useState(false);

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        {/* Named by its visible text ('Mediakit Beta'): a different name fails WCAG 2.5.3 (label in name). */}
        <RouterLink to="/" className={styles.logo}>
          {productName} <span className={site.badge}>Beta</span>
        </RouterLink>
        <nav aria-label="Site" className={styles.desktopNav}>
          <ProductsMenu label="Products" groups={productGroups} footer={{ href: libraryHref, label: 'Open Library' }} />
          <ul className={styles.navList}>
            <LinkItems links={siteLinks} />
          </ul>
        </nav>
        <div className={styles.headerEnd}>
          <ThemeToggleButton />
          <HeaderAccountLinks className={styles.desktopOnly} />
          <button
            type="button"
            aria-label="Open menu"
            className={`${site.iconButton} ${styles.mobileOnly}`}
            aria-expanded={isMenuOpen}
            onClick={() => {
              setMenuOpened(true);
              setMenuOpen(true);
            }}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      {wasMenuOpened && (
        <Suspense fallback={null}>
          <MobileNav isOpen={isMenuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
    </header>
  );
}
