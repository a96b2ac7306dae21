import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { isDemo } from '../connection';
import { DemoBanner } from '../layout/DemoBanner';
import { SiteLoading } from '../layout/SiteLoading';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import * as styles from './public.css';

/** The public site's frame: header, the page, footer. */
export function PublicLayout() {
  return (
    <div className={styles.site}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      {isDemo ? <DemoBanner /> : <span />}
      <PublicHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<SiteLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
