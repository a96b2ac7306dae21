import { demoVideo } from './samples';
import * as styles from './showcase.css';

/** The demo clip: nothing downloads before the visitor presses play; silent, with captions of its titles. */
export function DemoVideo() {
  return (
    <video
      className={styles.video}
      controls
      muted
      playsInline
      preload="none"
      poster={demoVideo.poster}
      width={demoVideo.width}
      height={demoVideo.height}
      aria-label={demoVideo.label}
    >
      <source src={demoVideo.src} type="video/webm" />
      <track kind="captions" src={demoVideo.captions} srcLang="en" label="English" default />
    </video>
  );
}
