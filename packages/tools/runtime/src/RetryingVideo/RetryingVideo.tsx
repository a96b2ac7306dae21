import { useState } from 'react';
import { cacheBustedUrl } from './cacheBustedUrl';
import * as styles from './RetryingVideo.css';

export const retryingVideoMessages = {
  loadFailed: 'Could not load the video.',
  openDirectly: 'Open the video in a new tab',
};

/** The player's look (full width, at most 70% of the viewport high, rounded, black behind), for a player beside it. */
export const videoPlayerClassName = styles.video;

export interface RetryingVideoProps {
  src: string;
  /** The still shown until it plays (the server's poster frame): without one, browsers show a black box. */
  poster?: string | undefined;
  /** Accessible name of the player. */
  label: string;
  /** Reloads after a load error before giving up (the spec's 3). */
  maxRetries?: number;
  /** A captions track where the product has a transcript (e.g. the avatar's script as WebVTT). */
  captions?: { src: string; srcLang: string; label: string };
  messages?: Partial<typeof retryingVideoMessages>;
  className?: string;
}

/**
 * A video player that retries a failed load with a cache-busting URL (freshly rendered videos often 404 for a moment
 * on their CDN), then says plainly that it could not load and offers the direct link.
 */
export function RetryingVideo({
  src,
  poster,
  label,
  maxRetries = 3,
  captions,
  messages,
  className,
}: RetryingVideoProps) {
  const text = { ...retryingVideoMessages, ...messages };
  const [attempt, setAttempt] = useState({ src, count: 0 });
  // A new source starts over.
  const count = attempt.src === src ? attempt.count : 0;

  if (count > maxRetries) {
    return (
      <p className={[styles.failure, className].filter(Boolean).join(' ')} role="alert">
        <span>{text.loadFailed}</span>
        {/^https?:\/\//i.test(src) && (
          <a href={src} target="_blank" rel="noopener noreferrer">
            {text.openDirectly}
          </a>
        )}
      </p>
    );
  }

  return (
    <video
      key={count}
      className={[styles.video, className].filter(Boolean).join(' ')}
      src={cacheBustedUrl(src, count)}
      poster={poster}
      aria-label={label}
      controls
      playsInline
      preload="metadata"
      data-attempt={count}
      onError={() => setAttempt({ src, count: count + 1 })}
    >
      {captions && (
        <track kind="captions" src={captions.src} srcLang={captions.srcLang} label={captions.label} default />
      )}
    </video>
  );
}
