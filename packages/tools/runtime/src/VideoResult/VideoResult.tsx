import type { ReactNode } from 'react';
import { ResultActions } from '../ResultActions';
import { RetryingVideo } from '../RetryingVideo';

/** The words of a video that would not load, under the same keys in every video tool's messages. */
export interface VideoResultMessages {
  videoLoadFailed: string;
  videoOpenDirectly: string;
}

export interface VideoResultProps {
  /** The finished video: its URL, its poster frame and the engine that made it (the server says so). */
  result: { url: string; engine?: string | undefined; poster?: string | undefined };
  /** The player's accessible name. */
  label: string;
  /** The download's file name. */
  fileName: string;
  /** The tool's messages: the player's fallback reads `videoLoadFailed` and `videoOpenDirectly` (default: the player's own). */
  text?: VideoResultMessages | undefined;
  /** Puts the player in a larger view, e.g. beside the original; by default the player shows by itself. */
  player?: ((video: ReactNode) => ReactNode) | undefined;
  /** Below the actions, e.g. a plain download link. */
  children?: ReactNode;
}

/**
 * A video tool's result: the player (retrying a fresh video that is not on its CDN yet, then offering the direct
 * link), and Download, Copy link and Open in a new tab below it.
 */
export function VideoResult({ result, label, fileName, text, player, children }: VideoResultProps) {
  const video = (
    <RetryingVideo
      src={result.url}
      poster={result.poster}
      label={label}
      messages={text && { loadFailed: text.videoLoadFailed, openDirectly: text.videoOpenDirectly }}
    />
  );
  return (
    <>
      {player ? player(video) : video}
      <ResultActions url={result.url} engine={result.engine} fileName={fileName} />
      {children}
    </>
  );
}
