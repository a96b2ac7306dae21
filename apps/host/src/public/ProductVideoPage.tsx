import { lazy, Suspense, useState } from 'react';
import { CtaLink } from './CtaLink';
import { FaqList } from './FaqList';
import type { FaqEntry } from './plans';
import * as styles from './public.css';
import * as studio from './studio.css';
import * as showcase from './showcase.css';

// react-aria's Modal and the video load on the first press of "Watch the demo".
const VideoDialog = lazy(() => import('./MediaDialogs').then((module) => ({ default: module.VideoDialog })));

const toolHref = '/user/product/video';

const features = [
  { title: 'From one product photo', text: 'Upload a picture of your product and describe the motion you want.' },
  { title: 'Your length and frame rate', text: 'Clips of 2 to 12 seconds at 12 to 30 frames per second.' },
  { title: 'Motion and style', text: 'Choose how much the camera moves and the look of the clip.' },
  { title: 'Any aspect', text: 'Square for feeds, vertical for stories, wide for your site and ads.' },
  { title: 'In your library', text: 'Every clip is stored in your media library, ready to preview and download.' },
  { title: 'Pay per clip', text: 'The cost shows before you start; a failed clip gives its credits back.' },
];

/** Prompts that work well with the product-video tool, with the settings to pick there. */
const templates = [
  {
    title: 'Turntable',
    prompt: 'Slow 360° turn of the product on a clean studio background',
    settings: '6 s · 24 fps · square',
  },
  {
    title: 'Hero reveal',
    prompt: 'Camera pushes in slowly on the product, soft light sweeps across it',
    settings: '5 s · 30 fps · wide',
  },
  {
    title: 'Story teaser',
    prompt: 'Gentle float and zoom on the product with a warm glow',
    settings: '4 s · 24 fps · vertical',
  },
  {
    title: 'Lifestyle pan',
    prompt: 'Smooth side pan past the product on a wooden table by a window',
    settings: '8 s · 24 fps · wide',
  },
];

const questions: FaqEntry[] = [
  {
    question: 'What do I need to make a product video?',
    answer: 'One image of your product (a photo or a URL) and, if you like, a prompt describing the motion.',
  },
  {
    question: 'How long can a clip be?',
    answer: 'From 2 to 12 seconds, at 12 to 30 frames per second.',
  },
  {
    question: 'What does a clip cost?',
    answer:
      'The tool shows the cost before you generate; it is taken from your credit balance and given back if the clip fails.',
  },
  {
    question: 'Where do finished clips go?',
    answer: 'To your media library, where you can watch, download or delete them.',
  },
];

/** `/product-video`: the public page of the product-video tool (spec 000, "Product-video landing"). */
export default function ProductVideoPage() {
  const [watching, setWatching] = useState(false);
  return (
    <>
      <section className={`${styles.section} ${styles.hero}`} aria-labelledby="product-video-title">
        <h1 id="product-video-title" className={styles.heroTitle}>
          Product videos from one photo
        </h1>
        <p className={styles.lead}>
          Turn a product picture into a short clip for your shop, ads and social posts, in a few seconds.
        </p>
        <div className={styles.actions}>
          <CtaLink href={toolHref}>Create a product video</CtaLink>
          <CtaLink href="/pricing" variant="secondary">
            See pricing
          </CtaLink>
          <button
            type="button"
            className={`${styles.ctaSecondary} ${showcase.button}`}
            onClick={() => setWatching(true)}
          >
            Watch the demo
          </button>
        </div>
        {watching && (
          <Suspense fallback={null}>
            <VideoDialog onClosed={() => setWatching(false)} />
          </Suspense>
        )}
      </section>

      <section className={styles.section} aria-labelledby="product-video-features">
        <h2 id="product-video-features" className={`${styles.sectionTitle} ${styles.center}`}>
          What you get
        </h2>
        <ul className={styles.grid}>
          {features.map((feature) => (
            <li key={feature.title} className={styles.tile}>
              <h3 className={styles.tileTitle}>{feature.title}</h3>
              <p className={styles.tileText}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="product-video-templates">
        <h2 id="product-video-templates" className={`${styles.sectionTitle} ${styles.center}`}>
          Templates
        </h2>
        <p className={styles.sectionLead}>Prompts that work well: open the tool, add your photo and paste one in.</p>
        <ul className={styles.grid}>
          {templates.map((template) => (
            <li key={template.title} className={styles.tile}>
              <h3 className={styles.tileTitle}>{template.title}</h3>
              <p className={styles.tileText}>“{template.prompt}”</p>
              <p className={styles.tileText}>{template.settings}</p>
            </li>
          ))}
        </ul>
        <div className={`${styles.actions} ${studio.ctaRow}`}>
          <CtaLink href={toolHref}>Open the product-video tool</CtaLink>
        </div>
      </section>

      <section className={`${styles.section} ${styles.narrow}`} aria-labelledby="product-video-faq">
        <h2 id="product-video-faq" className={`${styles.sectionTitle} ${styles.center}`}>
          Questions
        </h2>
        <FaqList entries={questions} />
        <div className={`${styles.actions} ${studio.ctaRow}`}>
          <CtaLink href="/signup">Get started free</CtaLink>
        </div>
      </section>
    </>
  );
}
