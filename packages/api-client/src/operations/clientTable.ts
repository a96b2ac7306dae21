import { avatarOperations } from '../tools/avatar';
import { backgroundRemovalOperations } from '../tools/backgroundComposer';
import { imageEditOperations } from '../tools/imageEditor';
import { imageGenerationOperations, mysticOperations } from '../tools/imageGenerator';
import { enhanceOperations, styleOperations } from '../tools/imageStudio';
import { imageToVideoOperations } from '../tools/imageToVideo';
import { noMaskEditOperations } from '../tools/noMaskEdit';
import { ocrOperations } from '../tools/ocr';
import { productVideoOperations } from '../tools/productVideo';
import { stabilityEditOperations } from '../tools/stabilityEdit';
import { ttsOperations } from '../tools/textToSpeech';
import { videoUpscaleOperations } from '../tools/videoUpscaler';
import { jobsCancelOperation, sessionOperations } from './clientOperations';
import type { OperationContract } from './operationContract';

/**
 * The main client's operations (session, tools, credits): the part of the contract table a tool ships. The paid
 * tools' calls come from their definitions (`src/tools`). Each client module imports only its own calls: this
 * table (whose property reads a bundler cannot prove pure) is the contract's list, in a module no tool imports.
 */
export const clientOperations = {
  ...sessionOperations,
  'tts.speak': ttsOperations.speak,
  'avatar.generate': avatarOperations.generate,
  'productVideo.generate': productVideoOperations.generate,
  'imageToVideo.start': imageToVideoOperations.start,
  'imageToVideo.status': imageToVideoOperations.status,
  'backgroundRemoval.remove': backgroundRemovalOperations.remove,
  'ocr.extract': ocrOperations.extract,
  'imageGeneration.generate': imageGenerationOperations.generate,
  'mystic.start': mysticOperations.start,
  'mystic.status': mysticOperations.status,
  'imageEdit.start': imageEditOperations.start,
  'imageEdit.status': imageEditOperations.status,
  'enhance.start': enhanceOperations.start,
  'enhance.status': enhanceOperations.status,
  'style.start': styleOperations.start,
  'style.status': styleOperations.status,
  'noMaskEdit.edit': noMaskEditOperations.edit,
  'stabilityEdit.edit': stabilityEditOperations.edit,
  'videoUpscale.start': videoUpscaleOperations.start,
  'videoUpscale.status': videoUpscaleOperations.status,
  'jobs.cancel': jobsCancelOperation,
} as const satisfies Record<string, OperationContract>;
