import { lazy, Suspense, useState } from 'react';
import { DemoVideo } from './DemoVideo';
import { sampleFiles, sampleSize, type SampleFile } from './samples';
import * as styles from './public.css';
import * as showcase from './showcase.css';

// The landing page's sections below the fold (issue #20: not in the first load): how it works and the demo video
// (before the audience cards), testimonials and the output gallery (after them). The preview dialog (react-aria's
// Modal) loads on the first Preview.
const PreviewDialog = lazy(() => import('./MediaDialogs').then((module) => ({ default: module.PreviewDialog })));

const steps = [
  { title: 'Create your account', text: 'Sign up for free and get 50 credits to start with.' },
  { title: 'Pick a tool', text: 'Images, video, speech or chat: every tool is one click from the sidebar.' },
  { title: 'Describe or upload', text: 'Write a prompt or drop in a picture; the cost shows on the button.' },
  { title: 'Download and reuse', text: 'Results land in your media library, ready to preview and download.' },
];

function HowItWorksSection() {
  return (
    <section className={styles.section} aria-labelledby="how-title">
      <h2 id="how-title" className={styles.sectionTitle}>
        How it works
      </h2>
      <p className={styles.sectionLead}>From idea to file in four steps.</p>
      <ol className={styles.grid}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.tile}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.tileTitle}>{step.title}</h3>
            <p className={styles.tileText}>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function DemoVideoSection() {
  return (
    <section className={styles.section} aria-labelledby="demo-title">
      <h2 id="demo-title" className={styles.sectionTitle}>
        See it in 8 seconds
      </h2>
      <p className={styles.sectionLead}>Describe what you want, generate it, download the file.</p>
      <div className={showcase.videoFrame}>
        <DemoVideo />
      </div>
    </section>
  );
}

/** What kinds of customers tell us: illustrative, attributed to roles, not to named people or companies. */
const testimonials = [
  {
    quote: 'We make a week of campaign pictures in an afternoon, and the credits tell us exactly what it cost.',
    by: 'Marketing lead at an online shop (illustrative)',
  },
  {
    quote: 'I embedded the background remover in our admin in one sitting: one package, one typed client.',
    by: 'Front-end developer at a SaaS company (illustrative)',
  },
  {
    quote: 'Upscale, remove the background, download: the files go straight into my design tools.',
    by: 'Freelance designer (illustrative)',
  },
];

function TestimonialsSection() {
  return (
    <section className={styles.section} aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className={styles.sectionTitle}>
        What teams like yours say
      </h2>
      <p className={styles.sectionLead}>Typical words from the people we build for.</p>
      <ul className={styles.grid}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.by} className={styles.tile}>
            <figure className={showcase.testimonial}>
              <blockquote className={showcase.quote}>“{testimonial.quote}”</blockquote>
              <figcaption className={showcase.quoteBy}>{testimonial.by}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GallerySection() {
  const [previewed, setPreviewed] = useState<SampleFile>();
  return (
    <section className={styles.section} aria-labelledby="gallery-title">
      <h2 id="gallery-title" className={styles.sectionTitle}>
        Output gallery
      </h2>
      <p className={styles.sectionLead}>Sample files, rendered locally: preview them or download them.</p>
      <ul className={styles.grid}>
        {sampleFiles.map((file) => (
          <li key={file.src} className={styles.tile}>
            <img
              className={showcase.picture}
              src={file.src}
              alt={`${file.title}: ${file.text}`}
              loading="lazy"
              decoding="async"
              {...sampleSize}
            />
            <h3 className={styles.tileTitle}>{file.title}</h3>
            <p className={styles.tileText}>{file.text}</p>
            <div className={showcase.pictureActions}>
              <button
                type="button"
                className={`${styles.ctaSecondary} ${showcase.button}`}
                aria-label={`Preview ${file.title}`}
                onClick={() => setPreviewed(file)}
              >
                Preview
              </button>
              <a
                className={styles.ctaSecondary}
                href={file.src}
                download={file.fileName}
                aria-label={`Download ${file.title}`}
              >
                Download
              </a>
            </div>
          </li>
        ))}
      </ul>
      {previewed && (
        <Suspense fallback={null}>
          <PreviewDialog file={previewed} onClosed={() => setPreviewed(undefined)} />
        </Suspense>
      )}
    </section>
  );
}

/** The deferred parts of the landing page, in the spec's order around the audience cards. */
export default function LandingShowcase({ part }: { part: 'how' | 'proof' }) {
  return part === 'how' ? (
    <>
      <HowItWorksSection />
      <DemoVideoSection />
    </>
  ) : (
    <>
      <TestimonialsSection />
      <GallerySection />
    </>
  );
}
