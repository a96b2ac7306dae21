import type { JobState, VideoResult } from '@mediakit/api-client';
import type { ImageToVideoMessages } from './messages';

type Running = Extract<JobState<VideoResult>, { status: 'running' }>;

const statusKeys: Record<string, keyof ImageToVideoMessages> = {
  IN_PROGRESS: 'statusInProgress',
  PENDING: 'statusPending',
  QUEUED: 'statusQueued',
  PROCESSING: 'statusProcessing',
  RENDERING: 'statusRendering',
};

/**
 * The spec's friendly text for a running job, in the partner's wording. The client reports the status that matters
 * (current_status before status); other statuses are shown as the server sent them.
 */
export function videoStatusText(progress: Running | undefined, text: ImageToVideoMessages): string {
  if (!progress) return text.statusWaiting;
  const key = statusKeys[progress.rawStatus?.toUpperCase() ?? ''];
  if (key) return text[key];
  return progress.rawStatus ?? text.statusWaiting;
}
