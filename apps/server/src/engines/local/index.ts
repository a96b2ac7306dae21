import { join } from 'node:path';
import type { Engines } from '../engine';
import { localAvatar } from './avatar';
import { mattingBackgroundRemove } from './backgroundCompose';
import { localChat } from './chat';
import { localImageGenerate } from './imageGenerate';
import { localImageEdit, localNoMaskEdit, localStabilityEdit } from './instructionFilters';
import { localOcr } from './ocr';
import { localEnhance, localStyle } from './studio';
import { enhanceBudgetMs, modelBackgroundRemove, modelEnhance } from './models';
import { localTextToSpeech } from './textToSpeech';
import sharp from 'sharp';
import { motionFromPrompt, stillToVideo, upscaleTo4k, type Motion } from './video';

const aspectRatios: Record<string, number> = { '1:1': 1, '16:9': 16 / 9, '9:16': 9 / 16 };
const resolutionHeights = { '480p': 480, '720p': 720, '1080p': 1080 } as const;

/**
 * The engines that run on this machine with no keys and no internet: real models where their weights come with the
 * npm packages (ISNet for background removal, ESRGAN x4 for enhance), honest local programs elsewhere.
 */
export const localEngines: Engines = {
  chat: localChat,
  textToSpeech: localTextToSpeech,
  avatar: localAvatar,
  imageGenerate: localImageGenerate,
  imageEdit: localImageEdit,
  noMaskEdit: localNoMaskEdit,
  stabilityEdit: localStabilityEdit,
  enhance: modelEnhance(enhanceBudgetMs()),
  style: localStyle,
  backgroundRemove: modelBackgroundRemove,
  ocr: localOcr,
  async imageToVideo(input, run) {
    const output = await stillToVideo(
      {
        image: input.firstFrame.path,
        width: input.width,
        height: input.height,
        seconds: input.duration,
        fps: 25,
        motion: motionFromPrompt(input.prompt),
        output: join(run.workDir, 'video.mp4'),
      },
      run,
    );
    run.progress(1);
    return { engine: 'local', files: [{ path: output, contentType: 'video/mp4' }] };
  },
  async productVideo(input, run) {
    const { width: imageWidth = 1, height: imageHeight = 1 } = await sharp(input.image.path).metadata();
    const ratio = !input.aspect || input.aspect === 'auto' ? imageWidth / imageHeight : aspectRatios[input.aspect]!;
    const height = resolutionHeights[input.resolution];
    // The chosen motion, in the direction the prompt's words give (zoom in or out; pan left, right, up or down).
    const asked = motionFromPrompt(input.prompt);
    const motion: Motion =
      input.motion === 'rotate'
        ? 'rotate'
        : input.motion === 'zoom'
          ? asked === 'zoom-out'
            ? 'zoom-out'
            : 'zoom-in'
          : asked.startsWith('pan')
            ? asked
            : 'pan-right';
    const output = await stillToVideo(
      {
        image: input.image.path,
        width: ratio >= 1 ? height * ratio : height,
        height: ratio >= 1 ? height : height / ratio,
        seconds: input.duration,
        fps: input.fps,
        motion,
        background: 'white',
        output: join(run.workDir, 'product.mp4'),
      },
      run,
    );
    run.progress(1);
    return { engine: 'local', files: [{ path: output, contentType: 'video/mp4' }] };
  },
  async videoUpscale(input, run) {
    const output = await upscaleTo4k(input.video.path, run);
    run.progress(1);
    return { engine: 'local', files: [{ path: output, contentType: 'video/mp4' }] };
  },
};

/** The local engines without the models (MEDIAKIT_LOCAL_MODELS=0): classical matting and Lanczos. */
export const classicalEngines: Engines = {
  ...localEngines,
  enhance: localEnhance,
  backgroundRemove: mattingBackgroundRemove,
};
