// `@mediakit/api-client/tools`: one definition per paid tool (its calls, uploads, input schema with the spec's limits
// and messages, cost, status words and poll schedule), read by the client, the fake backend and the reference server.
import { avatarTool } from './avatar';
import { backgroundRemovalTool } from './backgroundComposer';
import { imageEditTool } from './imageEditor';
import { imageGenerationTool, mysticTool } from './imageGenerator';
import { enhanceTool, styleTool } from './imageStudio';
import { imageToVideoTool } from './imageToVideo';
import { noMaskEditTool } from './noMaskEdit';
import { ocrTool } from './ocr';
import { productVideoTool } from './productVideo';
import { stabilityEditTool } from './stabilityEdit';
import { ttsTool } from './textToSpeech';
import { videoUpscaleTool } from './videoUpscaler';

/** Every paid tool by its name (as jobs, the ledger and the library name it). */
export const toolDefinitions = {
  imageToVideo: imageToVideoTool,
  mystic: mysticTool,
  imageEdit: imageEditTool,
  enhance: enhanceTool,
  style: styleTool,
  videoUpscale: videoUpscaleTool,
  tts: ttsTool,
  avatar: avatarTool,
  productVideo: productVideoTool,
  backgroundRemoval: backgroundRemovalTool,
  ocr: ocrTool,
  imageGeneration: imageGenerationTool,
  noMaskEdit: noMaskEditTool,
  stabilityEdit: stabilityEditTool,
} as const;

export type ToolName = keyof typeof toolDefinitions;

export type {
  JobOperations,
  JobSnapshot,
  JobStateName,
  JobToolDefinition,
  OneShotToolDefinition,
  PlanRefusal,
  ProjectType,
  StatusOperation,
  StatusWords,
  ToolDefinition,
  ToolInput,
  UploadRule,
} from './toolDefinition';
export { fieldIssue, inputEntries, readToolInput, type ToolInputOutcome } from './readToolInput';
export { jobStatusAnswer, startAnswer, storedToolInput } from './toolAnswers';
export { imageTypes, megabytes, pngOrJpeg, videoTypes } from './uploadTypes';

export { avatarLimits, avatarTool } from './avatar';
export {
  backgroundComposerLimits,
  backgroundModeFields,
  backgroundRemovalTool,
  backgroundRemovalUploads,
  type BackgroundRemovalFields,
} from './backgroundComposer';
export { imageEditorLimits, imageEditTool, imageEditUploads, type ImageEditFields } from './imageEditor';
export {
  imageAspectNames,
  imageAspectRatios,
  imageGenerationTool,
  imageGeneratorLimits,
  imagePrompt,
  imagePlanOf,
  imagePlanRefusal,
  imagePlanResolutions,
  imageResolutions,
  imageSizeFor,
  mysticSize,
  mysticTool,
  type ImageAspectName,
  type ImageGenerationFields,
  type ImagePlanName,
  type MysticFields,
} from './imageGenerator';
export {
  enhanceTool,
  enhanceUploads,
  imageStudioLimits,
  styleTool,
  styleUploads,
  type EnhanceFields,
  type StyleFields,
} from './imageStudio';
export {
  imageToVideoLimits,
  imageToVideoTool,
  imageToVideoUploads,
  videoResolutionSizes,
  type ImageToVideoFields,
} from './imageToVideo';
export { noMaskEditLimits, noMaskEditTool, noMaskEditUploads, type NoMaskEditFields } from './noMaskEdit';
export { ocrTool, ocrUploads } from './ocr';
export { productVideoLimits, productVideoTool, productVideoUploads, type ProductVideoFields } from './productVideo';
export {
  stabilityEditLimits,
  stabilityEditTool,
  stabilityEditUploads,
  type StabilityEditFields,
} from './stabilityEdit';
export { textToSpeechLimits, ttsTool } from './textToSpeech';
export { videoUpscaleTool, videoUpscaleUploads, type VideoUpscaleFields } from './videoUpscaler';
