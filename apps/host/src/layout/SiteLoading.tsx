import * as site from '../public/site.css';

/** Shown while a page's code loads; plain markup, so the first load carries no spinner component. */
export function SiteLoading() {
  return (
    <p role="status" className={site.loading}>
      Loading…
    </p>
  );
}
