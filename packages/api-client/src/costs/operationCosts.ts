import { avatarCost } from '../tools/avatar';
import { backgroundRemovalCost } from '../tools/backgroundComposer';
import { imageEditCost } from '../tools/imageEditor';
import { imageGenerationCost, mysticCost } from '../tools/imageGenerator';
import { enhanceCost, styleCost } from '../tools/imageStudio';
import { imageToVideoCost } from '../tools/imageToVideo';
import { noMaskEditCost } from '../tools/noMaskEdit';
import { ocrCost } from '../tools/ocr';
import { productVideoCost } from '../tools/productVideo';
import { stabilityEditCost } from '../tools/stabilityEdit';
import { ttsCost } from '../tools/textToSpeech';
import { videoUpscaleCost } from '../tools/videoUpscaler';

/**
 * What each paid call costs, by the client resource that makes it: each tool's definition's cost (`src/tools`), which
 * the fake backend, the reference server and the tools' estimates share. Chat is free (the spec charges generations,
 * and its chat screen shows no cost).
 */
const costs = {
  chat: () => 0,
  tts: ttsCost,
  avatar: avatarCost,
  productVideo: productVideoCost,
  backgroundRemoval: backgroundRemovalCost,
  ocr: ocrCost,
  imageGeneration: imageGenerationCost,
  mystic: mysticCost,
  imageEdit: imageEditCost,
  noMaskEdit: noMaskEditCost,
  stabilityEdit: stabilityEditCost,
  imageToVideo: imageToVideoCost,
  enhance: enhanceCost,
  style: styleCost,
  videoUpscale: videoUpscaleCost,
};

type CostInput<Cost extends (...args: never[]) => number> =
  Parameters<Cost> extends [] ? Record<string, never> : Parameters<Cost>[0];

/** What each paid call's cost depends on (nothing, for a flat price). */
export type OperationCostInputs = { [Operation in keyof typeof costs]: CostInput<(typeof costs)[Operation]> };

export type PaidOperation = keyof OperationCostInputs;

export function operationCost<Operation extends PaidOperation>(
  operation: Operation,
  input: OperationCostInputs[Operation],
): number {
  return (costs[operation] as (input: OperationCostInputs[Operation]) => number)(input);
}
