// ComfyUI as this server drives it, current on 2026-11-29: the user's own ComfyUI server (its HTTP API, as published in
// Comfy-Org/ComfyUI's openapi.yaml; see fixtures/providers/SOURCES.md) running one workflow per tool. The workflows
// are kept in ../comfyui/*.json in ComfyUI's API format (node id -> class_type and inputs), built only from ComfyUI's
// own core nodes; this table says which node input of each receives which value, and which models they load. The
// model file names are the user's (MEDIAKIT_COMFYUI_*); the defaults are the files' usual names.

import imageToImage from '../comfyui/imageToImage.json' with { type: 'json' };
import style from '../comfyui/style.json' with { type: 'json' };
import textToImage from '../comfyui/textToImage.json' with { type: 'json' };
import upscale from '../comfyui/upscale.json' with { type: 'json' };

/** A node input of a workflow: [node id, input name]. */
export type Slot = readonly [string, string];
export type Workflow = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

/** A model the workflows load: the setting that names it and the core node (and input) that lists the files. */
export interface ComfyModel {
  variable: string;
  fallback: string;
  node: string;
  input: string;
}

export const comfyModels = {
  checkpoint: {
    variable: 'MEDIAKIT_COMFYUI_CHECKPOINT',
    fallback: 'sd_xl_base_1.0.safetensors',
    node: 'CheckpointLoaderSimple',
    input: 'ckpt_name',
  },
  upscaleModel: {
    variable: 'MEDIAKIT_COMFYUI_UPSCALE_MODEL',
    fallback: 'RealESRGAN_x4plus.pth',
    node: 'UpscaleModelLoader',
    input: 'model_name',
  },
  // Style runs FLUX.1 Redux (a style model fed by a SigCLIP vision encoding of the reference): it wants a FLUX.1
  // checkpoint of its own.
  styleCheckpoint: {
    variable: 'MEDIAKIT_COMFYUI_STYLE_CHECKPOINT',
    fallback: 'flux1-dev-fp8.safetensors',
    node: 'CheckpointLoaderSimple',
    input: 'ckpt_name',
  },
  styleModel: {
    variable: 'MEDIAKIT_COMFYUI_STYLE_MODEL',
    fallback: 'flux1-redux-dev.safetensors',
    node: 'StyleModelLoader',
    input: 'style_model_name',
  },
  clipVision: {
    variable: 'MEDIAKIT_COMFYUI_CLIP_VISION_MODEL',
    fallback: 'sigclip_vision_patch14_384.safetensors',
    node: 'CLIPVisionLoader',
    input: 'clip_name',
  },
} satisfies Record<string, ComfyModel>;

export type ComfyModelKey = keyof typeof comfyModels;

export const comfyCatalog = {
  checkedOn: '2026-11-29',
  defaultBaseUrl: 'http://127.0.0.1:8188',
  /** The pixels a diffusion workflow samples at (about 1 megapixel, sides multiples of 64); the result is then sized. */
  samplePixels: 1024 * 1024,
  /** The upscale model's factor (RealESRGAN x4 and most others); larger scales are finished with Lanczos. */
  upscaleFactor: 4,
  /** The studio's 36 MP output over x4²: the largest input the upscale workflow is sent. */
  upscaleInputPixels: 2_250_000,
  /**
   * What an upload is sent as: the types ComfyUI's LoadImage reads (others go as PNG), within the limits the published
   * description gives for `POST /api/upload/image` (50 MB, 64 megapixels).
   */
  upload: { types: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 50 * 1024 * 1024, maxPixels: 67_108_864 },
  workflows: {
    textToImage: {
      graph: textToImage as Workflow,
      models: { checkpoint: ['1', 'ckpt_name'] },
      slots: {
        prompt: ['2', 'text'],
        negative: ['3', 'text'],
        width: ['4', 'width'],
        height: ['4', 'height'],
        seed: ['5', 'seed'],
        cfg: ['5', 'cfg'],
      },
      output: '7',
    },
    imageToImage: {
      graph: imageToImage as Workflow,
      models: { checkpoint: ['1', 'ckpt_name'] },
      slots: {
        prompt: ['2', 'text'],
        negative: ['3', 'text'],
        image: ['4', 'image'],
        width: ['5', 'width'],
        height: ['5', 'height'],
        variations: ['7', 'amount'],
        seed: ['8', 'seed'],
        denoise: ['8', 'denoise'],
      },
      output: '10',
    },
    style: {
      graph: style as Workflow,
      models: {
        styleCheckpoint: ['1', 'ckpt_name'],
        clipVision: ['6', 'clip_name'],
        styleModel: ['8', 'style_model_name'],
      },
      slots: {
        prompt: ['2', 'text'],
        negative: ['3', 'text'],
        image: ['4', 'image'],
        reference: ['5', 'image'],
        strength: ['9', 'strength'],
        width: ['10', 'width'],
        height: ['10', 'height'],
        seed: ['12', 'seed'],
        denoise: ['12', 'denoise'],
      },
      output: '14',
    },
    upscale: {
      graph: upscale as Workflow,
      models: { upscaleModel: ['2', 'model_name'] },
      slots: { image: ['1', 'image'] },
      output: '4',
    },
  } satisfies Record<
    string,
    { graph: Workflow; models: Partial<Record<ComfyModelKey, Slot>>; slots: Record<string, Slot>; output: string }
  >,
} as const;

export type ComfyWorkflowName = keyof typeof comfyCatalog.workflows;

/** The model files configured (MEDIAKIT_COMFYUI_<MODEL>), each else its usual name. */
export function comfyModelNames(env: Record<string, string | undefined>): Record<ComfyModelKey, string> {
  return Object.fromEntries(
    Object.entries(comfyModels).map(([key, model]) => [key, env[model.variable]?.trim() || model.fallback]),
  ) as Record<ComfyModelKey, string>;
}

/** The model files a tool's workflow loads. */
export const comfyToolModels = {
  imageGenerate: ['checkpoint'],
  imageEdit: ['checkpoint'],
  noMaskEdit: ['checkpoint'],
  style: ['styleCheckpoint', 'styleModel', 'clipVision'],
  enhance: ['upscaleModel'],
} as const satisfies Record<string, readonly ComfyModelKey[]>;

/** The size a diffusion workflow samples at for an output of width x height: about 1 MP, sides multiples of 64. */
export function sampleSize(width: number, height: number) {
  const factor = Math.sqrt(comfyCatalog.samplePixels / (width * height));
  const side = (value: number) => Math.max(64, Math.round((value * factor) / 64) * 64);
  return { width: side(width), height: side(height) };
}
