import { Drawer } from '@mediakit/ui/Drawer';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { libraryHref, productGroups, siteLinks } from './productLinks';
import * as styles from './public.css';
import { HeaderAccountLinks } from './HeaderAccountLinks';
import { LinkItems } from './SiteLinks';

export interface MobileNavProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The public header's drawer on phones: a modal, so it locks page scrolling, takes focus when it opens and closes
 * on Escape or a tap on the backdrop (spec 000, section 2); following a link closes it too.
 */
export default function MobileNav({ isOpen, onOpenChange }: MobileNavProps) {
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  const close = useEffectEvent(() => onOpenChange(false));
  // Following a link closes the drawer (the first render is the page it opened on).
  useEffect(() => {
    if (openedAt.current === pathname) return;
    openedAt.current = pathname;
    close();
  }, [pathname]);
  return (
    <Drawer side="end" title="Menu" isOpen={isOpen} onOpenChange={onOpenChange}>
      <nav aria-label="Site" className={styles.drawerNav}>
        {productGroups.map((group) => (
          <div key={group.id}>
            <h3 className={styles.drawerTitle}>{group.title}</h3>
            <ul className={styles.drawerList}>
              <LinkItems links={group.links} />
            </ul>
          </div>
        ))}
        <ul className={styles.drawerList}>
          <LinkItems links={[{ href: libraryHref, label: 'Open Library' }, ...siteLinks]} />
        </ul>
        <div className={styles.drawerList}>
          <HeaderAccountLinks />
        </div>
      </nav>
    </Drawer>
  );
}
