import { resolveMediaUrl } from '../urls/safeUrl';
import { stringField } from './fields';

/** A video result's poster frame (the spec's `poster_preview`), shown before the video plays. */
export interface VideoPoster {
  poster?: string;
}

/** The answer's `poster_preview`, resolved and checked like the video's own URL; none when absent or unsafe. */
export function videoPoster(body: unknown, baseUrl: string): VideoPoster {
  const poster = resolveMediaUrl(stringField(body, 'poster_preview'), baseUrl);
  return poster ? { poster } : {};
}
