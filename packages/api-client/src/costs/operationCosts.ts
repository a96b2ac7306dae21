import { estimateEnhanceCost, estimateTransformCost, featureCost, featureCosts, scaleCost } from './featureCosts';
import { estimateVideoCost } from './videoCost';

/**
 * What each paid call costs, by the client resource that makes it: the one table the fake backend, the reference
 * server and the tools' estimates share. Calls the spec gives no price for cost the default feature price; chat is
 * free (the spec charges generations, and its chat screen shows no cost).
 */
export interface OperationCostInputs {
  chat: Record<string, never>;
  tts: Record<string, never>;
  avatar: Record<string, never>;
  productVideo: Record<string, never>;
  backgroundRemoval: Record<string, never>;
  ocr: Record<string, never>;
  imageGeneration: Record<string, never>;
  mystic: { resolution?: string };
  imageEdit: Record<string, never>;
  noMaskEdit: Record<string, never>;
  stabilityEdit: Record<string, never>;
  imageToVideo: { resolution?: string; duration?: number };
  enhance: { scale?: string | number };
  style: { scale?: string | number };
  videoUpscale: Record<string, never>;
}

export type PaidOperation = keyof OperationCostInputs;

const costs: { [Operation in PaidOperation]: (input: OperationCostInputs[Operation]) => number } = {
  chat: () => 0,
  tts: () => featureCosts.default,
  avatar: () => featureCosts.default,
  // The spec gives no product video price; it costs what the image-to-video feature costs.
  productVideo: () => featureCosts.image_to_video,
  backgroundRemoval: () => featureCosts.bg_remover,
  ocr: () => featureCosts.image_to_text,
  imageGeneration: () => featureCosts.text_to_image,
  mystic: ({ resolution }) => featureCosts.text_to_image + scaleCost(resolution),
  imageEdit: () => featureCosts.image_editor,
  noMaskEdit: () => featureCosts.image_editor,
  stabilityEdit: () => featureCosts.image_editor,
  imageToVideo: ({ resolution, duration }) => estimateVideoCost({ resolution, duration }),
  enhance: ({ scale }) => estimateEnhanceCost(scale),
  style: ({ scale }) => estimateTransformCost(scale),
  videoUpscale: () => featureCost('video_upscale'),
};

export function operationCost<Operation extends PaidOperation>(
  operation: Operation,
  input: OperationCostInputs[Operation],
): number {
  return costs[operation](input);
}
