import { stringField } from '../json/fields';
import { imageToVideoOperations } from '../tools/imageToVideo';
import { jobStateReader, mediaResult } from '../polling/readJobState';

/**
 * ok/completed with a video_url succeeds; failed/error fails (with the server's `error` or `message` when sent); any
 * other status is still running, reported by `current_status` before `status` (IN_PROGRESS, PENDING, QUEUED,
 * PROCESSING, RENDERING, ...).
 */
export const videoJobState = jobStateReader({
  done: imageToVideoOperations.status.done,
  result: mediaResult('videoUrl', (body) => stringField(body, 'video_url')),
  failureMessage: 'Video generation failed.',
  failureFields: ['error', 'message'],
  runningStatusFields: ['current_status', 'status'],
});
