import { stringField } from '../json/fields';
import { jobStateReader, mediaResult } from '../polling/readJobState';

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
export const videoJobState = jobStateReader(
  ['OK', 'COMPLETED'],
  mediaResult('videoUrl', (body) => stringField(body, 'video_url')),
  (body) => stringField(body, 'error', 'message') ?? 'Video generation failed.',
  undefined,
  (status, body) => {
    const current = stringField(body, 'current_status', 'status');
    return [videoProgressMessages[current?.toUpperCase() ?? status] ?? current];
  },
);
