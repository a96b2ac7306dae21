import type { ImageToVideoInput } from '@mediakit/api-client';
import { operationCost } from '@mediakit/api-client/costs';
import { defineTool, polledJob, useTool, type MediaResult, type ToolOptions } from '@mediakit/tool-runtime';
import {
  initialImageToVideoValues,
  normalizeDuration,
  sizePresetById,
  toImageToVideoInput,
  validateImageToVideo,
  type ImageToVideoDefaults,
  type ImageToVideoValues,
  type SizePreset,
} from './imageToVideoForm';
import { videoFailureWording, videoStatusWording } from './imageToVideoWording';
import { imageToVideoMessages, type ImageToVideoMessages } from './messages';

/** Names the running job in sessionStorage so a reload resumes polling. */
export const imageToVideoResumeKey = 'image-to-video';

export interface ImageToVideoResult extends MediaResult {
  taskId: string | undefined;
  /** The custom size preset chosen when the result arrived (sent with the request as `customSize`). */
  sizePreset: SizePreset | undefined;
}

export type UseImageToVideoOptions = ToolOptions<ImageToVideoResult, ImageToVideoMessages, ImageToVideoDefaults>;

/**
 * The request for the form: the chosen size preset goes along as `customSize` (the api-client sends it as
 * `custom_width` and `custom_height`, a Mediakit extension); without a preset there is no `customSize` at all.
 */
function toRequest(values: ImageToVideoValues): ImageToVideoInput {
  const input = toImageToVideoInput(values);
  const preset = sizePresetById(values.sizePreset);
  return preset ? { ...input, customSize: { width: preset.width, height: preset.height } } : input;
}

const imageToVideo = defineTool({
  messages: imageToVideoMessages,
  values: initialImageToVideoValues,
  normalize: (next) => ({
    ...next,
    duration: normalizeDuration(next.duration),
    sizePreset: sizePresetById(next.sizePreset)?.id ?? null,
  }),
  cost: {
    credits: ({ resolution, duration }) => operationCost('imageToVideo', { resolution, duration }),
    shortMessage: 'insufficientCredits',
  },
  engine: 'imageToVideo',
  check: validateImageToVideo,
  input: toRequest,
  job: (client) => polledJob(imageToVideoResumeKey, client.imageToVideo),
  toResult: ({ videoUrl, engine, poster }, { task }, values): ImageToVideoResult => ({
    url: videoUrl,
    poster,
    taskId: task,
    sizePreset: sizePresetById(values.sizePreset),
    engine,
  }),
  failure: videoFailureWording,
  status: videoStatusWording,
});

/** The image-to-video tool without its view: form, checks, credits, the job polled every 5 s, cancel and resume. */
export function useImageToVideo(options: UseImageToVideoOptions = {}) {
  const tool = useTool(imageToVideo, options);
  const { fieldErrors } = tool;
  return {
    ...tool,
    /** The first visible problem, announced to screen readers. */
    announcement: fieldErrors.prompt ?? fieldErrors.resolution ?? fieldErrors.frame,
    taskId: tool.task,
    sizePreset: sizePresetById(tool.values.sizePreset),
  };
}
