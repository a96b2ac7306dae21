import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { FaqList } from './FaqList';
import { textImageFaq } from './textImageContent';
import * as styles from './public.css';
import * as studio from './studio.css';

// The studio (the client, the session, the tools' runtime, react-aria: 100 kB gzipped) loads once the page's own text
// has painted, which is what a visitor sees first: requested with the page, its download delayed that paint on a slow
// connection (Lighthouse's largest contentful paint 4.2 s, issue #18). Its place is kept so nothing below moves.
const TextImageStudio = lazy(() => import('./TextImageStudio'));

/** True from the frame after the first paint. */
function usePainted() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // A transition: React renders the studio in slices, leaving the main thread free between them.
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** `/text-image`: the public text-to-image studio (spec 000, "Text-to-image landing studio"), generating for real. */
export default function TextImagePage() {
  const painted = usePainted();
  const reserved = <div className={studio.reserved} />;
  return (
    <>
      <section className={`${styles.section} ${styles.hero}`} aria-labelledby="text-image-title">
        <h1 id="text-image-title" className={styles.heroTitle}>
          Text to Image studio
        </h1>
        <p className={styles.lead}>
          Describe a picture, pick a size and a style, and generate it. Make variations, upscale 2x and download.
        </p>
      </section>

      {painted ? (
        <Suspense fallback={reserved}>
          <TextImageStudio />
        </Suspense>
      ) : (
        reserved
      )}

      <section className={`${styles.section} ${styles.narrow}`} aria-labelledby="text-image-faq">
        <h2 id="text-image-faq" className={`${styles.sectionTitle} ${styles.center}`}>
          Questions
        </h2>
        <FaqList entries={textImageFaq} />
      </section>
    </>
  );
}
