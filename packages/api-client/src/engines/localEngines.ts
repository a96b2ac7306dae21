import type { EngineKind, EngineTool } from './types';

/** The three edit tools share the server's one local editor. */
const promptAdjustments = {
  kind: 'program',
  summary: "The prompt's words applied as adjustments (not a generative model).",
} as const;

/**
 * What the server's own engines do, in the words every tool's form shows before anyone pays: read by the reference
 * server's `GET /api/v1/engines` and by the fake, so both say the same.
 */
export const localEngines: Readonly<Record<EngineTool, { kind: EngineKind; summary: string }>> = {
  chat: {
    kind: 'program',
    summary: 'No language model runs on this server: the answer says so and how to connect one.',
  },
  textToSpeech: { kind: 'program', summary: 'espeak-ng speaks the text (a synthetic voice, not a neural one).' },
  avatar: {
    kind: 'program',
    summary:
      'A drawn portrait with a slow push-in, the script spoken by espeak-ng and captions (no face animation model).',
  },
  imageGenerate: {
    kind: 'program',
    summary: "A picture drawn from the prompt's scene and colour words (not a text-to-image model).",
  },
  imageEdit: promptAdjustments,
  noMaskEdit: promptAdjustments,
  stabilityEdit: promptAdjustments,
  enhance: {
    kind: 'model',
    summary: 'ESRGAN x4, a super-resolution model running on this server; Lanczos past its time budget.',
  },
  style: { kind: 'program', summary: "The reference's colours moved onto the image (colour statistics, not a model)." },
  backgroundRemove: {
    kind: 'model',
    summary: 'ISNet, a segmentation model running on this server, cuts the subject out.',
  },
  ocr: { kind: 'model', summary: 'Tesseract OCR (English) reads the text with word boxes.' },
  imageToVideo: { kind: 'program', summary: 'ffmpeg camera moves over the still (not a video model).' },
  productVideo: { kind: 'program', summary: 'ffmpeg camera moves over the product photo (not a video model).' },
  videoUpscale: { kind: 'program', summary: 'ffmpeg sharpens and Lanczos-scales the video to 3840x2160.' },
};
