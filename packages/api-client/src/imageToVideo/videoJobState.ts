import { stringField } from '../json/fields';
import { readJobState, statusIn } from '../polling/readJobState';
import type { JobState } from '../polling/types';
import { resolveMediaUrl } from '../urls/safeUrl';
import type { VideoResult } from './types';

export const videoPollIntervalMs = 5000;

/** Friendly texts by status, verbatim from the spec. */
export const videoProgressMessages: Record<string, string> = {
  IN_PROGRESS: 'Video is being processed…',
  PENDING: 'Waiting in queue…',
  QUEUED: 'Task queued, will start soon…',
  PROCESSING: 'Processing video…',
  RENDERING: 'Rendering frames…',
};

/** ok/completed with a video_url succeeds; failed/error fails; any other status is still running. */
export function videoJobState(body: unknown, baseUrl: string): JobState<VideoResult> {
  return readJobState(
    {
      done: statusIn('OK', 'COMPLETED'),
      failed: statusIn('FAILED', 'ERROR'),
      result: (answer, base) => {
        const videoUrl = resolveMediaUrl(stringField(answer, 'video_url'), base);
        return videoUrl ? { videoUrl } : undefined;
      },
      failure: (answer) => stringField(answer, 'error', 'message') ?? 'Video generation failed.',
      progress: (status, answer) => {
        const current = stringField(answer, 'current_status') ?? stringField(answer, 'status');
        return [videoProgressMessages[current?.toUpperCase() ?? status] ?? current];
      },
    },
    body,
    baseUrl,
  );
}
