import type { BackgroundAlign } from '@mediakit/api-client';
import { useState, type SyntheticEvent } from 'react';
import type { BackgroundFit } from '../composerState';
import { compositionLayout, toPercentOf, type Size } from '../compositionLayout';
import * as styles from './CompositionPreview.css';

export interface CompositionPreviewProps {
  canvasWidth: number;
  canvasHeight: number;
  padding: number;
  fit: BackgroundFit;
  align: BackgroundAlign;
  /** The subject's preview URL (an object URL of the file, or its http URL). */
  subjectSrc: string | undefined;
  /** The background image's URL; leave out to show the colour. */
  backgroundSrc: string | undefined;
  backgroundColor: string;
  title: string;
  hint: string;
  emptyText: string;
  subjectAlt: string;
  className?: string;
}

interface LoadedSize {
  src: string;
  size: Size;
}

function naturalSizeOf(event: SyntheticEvent<HTMLImageElement>): Size {
  return { width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight };
}

/**
 * A live, client-side preview of the composition before anything is sent: the background (colour or image, placed by
 * `fit`) and the subject (fitted inside the padding, placed by `align`), both laid out by `compositionLayout`.
 */
export function CompositionPreview(props: CompositionPreviewProps) {
  const { canvasWidth, canvasHeight, subjectSrc, backgroundSrc } = props;
  const [subjectLoaded, setSubjectLoaded] = useState<LoadedSize>();
  const [backgroundLoaded, setBackgroundLoaded] = useState<LoadedSize>();
  const canvas = { width: canvasWidth, height: canvasHeight };
  const subjectSize = subjectLoaded && subjectLoaded.src === subjectSrc ? subjectLoaded.size : undefined;
  const backgroundSize = backgroundLoaded && backgroundLoaded.src === backgroundSrc ? backgroundLoaded.size : undefined;
  const layout = compositionLayout({
    canvas,
    subject: subjectSize ?? { width: 0, height: 0 },
    background: backgroundSize,
    padding: props.padding,
    fit: props.fit,
    align: props.align,
  });

  return (
    <figure className={[styles.root, props.className].filter(Boolean).join(' ')}>
      <span className={styles.title}>{props.title}</span>
      <div
        className={styles.frame}
        style={{ aspectRatio: `${canvasWidth} / ${canvasHeight}` }}
        data-testid="composition-preview"
      >
        {backgroundSrc ? (
          <img
            key={backgroundSrc}
            className={styles.layer}
            src={backgroundSrc}
            alt=""
            data-layer="background"
            style={backgroundSize ? toPercentOf(canvas, layout.background) : { inset: 0, opacity: 0 }}
            onLoad={(event) => setBackgroundLoaded({ src: backgroundSrc, size: naturalSizeOf(event) })}
          />
        ) : (
          <div
            className={styles.layer}
            data-layer="background"
            style={{ ...toPercentOf(canvas, layout.background), backgroundColor: props.backgroundColor }}
          />
        )}
        {subjectSrc ? (
          <img
            key={subjectSrc}
            className={styles.layer}
            src={subjectSrc}
            alt={props.subjectAlt}
            data-layer="subject"
            style={subjectSize ? toPercentOf(canvas, layout.subject) : { opacity: 0 }}
            onLoad={(event) => setSubjectLoaded({ src: subjectSrc, size: naturalSizeOf(event) })}
          />
        ) : (
          <p className={styles.empty}>{props.emptyText}</p>
        )}
      </div>
      <figcaption className={styles.caption}>{props.hint}</figcaption>
    </figure>
  );
}
