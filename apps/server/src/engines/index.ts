import type { Engines, EngineTool } from './engine';
import { backgroundRemover, cutOutFromFile } from './local/backgroundCompose';
import { classicalEngines, localEngines } from './local';
import { enhanceBudgetMs, modelEnhance } from './local/models';
import { defaultFalStyleModels, falEngines } from './providers/fal';
import { freepikEngines } from './providers/freepik';
import { falCatalog } from './providers/catalog/fal';
import { freepikCatalog } from './providers/catalog/freepik';
import { openAiCatalog } from './providers/catalog/openai';
import { openAiEngines } from './providers/openai';
import { removeBgCutout } from './providers/removeBg';
import { replicateCatalog, replicateModelRef } from './providers/catalog/replicate';
import { replicateEngines, replicateKeyVariable } from './providers/replicate';
import { stabilityEngines } from './providers/stability';
import { comfyCatalog, comfyModelNames } from './providers/catalog/comfyui';
import { comfyEngines } from './providers/comfyui';

export type * from './engine';
export { EngineError } from './engineError';

/** The engines each tool can run on; `local` always works, the others need their provider's key. */
export const engineChoices: Record<EngineTool, readonly string[]> = {
  chat: ['local', 'openai'],
  textToSpeech: ['local', 'openai'],
  avatar: ['local', 'fal'],
  imageGenerate: ['local', 'openai', 'freepik', 'replicate', 'comfyui'],
  imageEdit: ['local', 'openai', 'comfyui'],
  noMaskEdit: ['local', 'openai', 'comfyui'],
  stabilityEdit: ['local', 'stability'],
  enhance: ['local', 'freepik', 'replicate', 'comfyui'],
  style: ['local', 'freepik', 'comfyui'],
  backgroundRemove: ['local', 'removebg', 'stability', 'replicate'],
  ocr: ['local'],
  imageToVideo: ['local', 'freepik', 'fal'],
  productVideo: ['local', 'fal'],
  videoUpscale: ['local'],
};

const tools = Object.keys(engineChoices) as EngineTool[];

/** MEDIAKIT_ENGINE_IMAGE_GENERATE for imageGenerate, and so on. */
export const engineVariable = (tool: EngineTool) =>
  `MEDIAKIT_ENGINE_${tool.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;

type Env = Record<string, string | undefined>;

const providerKeys: Record<string, string> = {
  openai: 'MEDIAKIT_OPENAI_API_KEY',
  stability: 'MEDIAKIT_STABILITY_API_KEY',
  removebg: 'MEDIAKIT_REMOVEBG_API_KEY',
  freepik: 'MEDIAKIT_FREEPIK_API_KEY',
  fal: 'MEDIAKIT_FAL_API_KEY',
  replicate: replicateKeyVariable,
};

export interface EngineStatus {
  tool: EngineTool;
  variable: string;
  engine: string;
  choices: readonly string[];
  /** Whether the chosen engine can run with this configuration. */
  ready: boolean;
  problem?: string;
}

/** Which engine serves each tool and whether its configuration is valid (the admin Models page shows this). */
export function describeEngines(env: Env = process.env): EngineStatus[] {
  return tools.map((tool) => {
    const variable = engineVariable(tool);
    const engine = (env[variable] ?? 'local').trim().toLowerCase();
    const choices = engineChoices[tool];
    if (!choices.includes(engine)) {
      return {
        tool,
        variable,
        engine,
        choices,
        ready: false,
        problem: `${variable}=${engine} is not one of ${choices.join(', ')}.`,
      };
    }
    const key = providerKeys[engine];
    if (key && !env[key]) return { tool, variable, engine, choices, ready: false, problem: `${key} is not set.` };
    if (engine === 'fal' && env.MEDIAKIT_FAL_STYLE_MODELS && !falStyleModels(env)) {
      return {
        tool,
        variable,
        engine,
        choices,
        ready: false,
        problem: 'MEDIAKIT_FAL_STYLE_MODELS is not a JSON object.',
      };
    }
    if (engine === 'comfyui' && env.MEDIAKIT_COMFYUI_BASE_URL && !isHttpUrl(env.MEDIAKIT_COMFYUI_BASE_URL)) {
      const problem = `MEDIAKIT_COMFYUI_BASE_URL=${env.MEDIAKIT_COMFYUI_BASE_URL} is not an http(s) URL.`;
      return { tool, variable, engine, choices, ready: false, problem };
    }
    if (engine === 'replicate') {
      const reference = replicateToolModel(tool, env);
      if (reference && !replicateModelRef(reference)) {
        const problem = `${reference} is not a Replicate model: give owner/name or owner/name:<64-hex version>.`;
        return { tool, variable, engine, choices, ready: false, problem };
      }
    }
    return { tool, variable, engine, choices, ready: true };
  });
}

/** The product video's style models on fal: the defaults, with MEDIAKIT_FAL_STYLE_MODELS (JSON) over them. */
function falStyleModels(env: Env): Record<string, string> | undefined {
  if (!env.MEDIAKIT_FAL_STYLE_MODELS) return defaultFalStyleModels;
  try {
    const parsed = JSON.parse(env.MEDIAKIT_FAL_STYLE_MODELS) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    return { ...defaultFalStyleModels, ...(parsed as Record<string, string>) };
  } catch {
    return undefined;
  }
}

/** The Replicate model of each tool: MEDIAKIT_REPLICATE_<TOOL>_MODEL (owner/name or owner/name:version), else the table's. */
export function replicateModels(env: Env) {
  return {
    imageModel: env.MEDIAKIT_REPLICATE_IMAGE_MODEL ?? replicateCatalog.defaults.imageGenerate,
    enhanceModel: env.MEDIAKIT_REPLICATE_ENHANCE_MODEL ?? replicateCatalog.defaults.enhance,
    backgroundModel: env.MEDIAKIT_REPLICATE_BACKGROUND_MODEL ?? replicateCatalog.defaults.backgroundRemove,
  };
}

/** The Replicate model reference configured for a tool it serves. */
export function replicateToolModel(tool: EngineTool, env: Env): string | undefined {
  const models = replicateModels(env);
  if (tool === 'imageGenerate') return models.imageModel;
  if (tool === 'enhance') return models.enhanceModel;
  if (tool === 'backgroundRemove') return models.backgroundModel;
  return undefined;
}

function isHttpUrl(value: string) {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const flagOn = (value: string | undefined) => ['1', 'true', 'yes'].includes((value ?? '').toLowerCase());

export class EngineConfigError extends Error {
  override name = 'EngineConfigError';
}

/**
 * The engines this server runs: local by default; `MEDIAKIT_ENGINE_<TOOL>=openai|stability|removebg|freepik|fal|replicate`
 * picks a provider for that tool, with the provider's key (and base URL, for OpenAI-compatible servers) from the
 * environment; `comfyui` the admin's own ComfyUI server (MEDIAKIT_COMFYUI_BASE_URL, its model files named). A
 * choice that cannot run stops the server at start with the reason, rather than failing jobs later.
 */
export function createEngines(env: Env = process.env): Engines {
  const problems = describeEngines(env).filter((status) => !status.ready);
  if (problems.length) {
    throw new EngineConfigError(`Engine configuration: ${problems.map((status) => status.problem).join(' ')}`);
  }
  const choice = (tool: EngineTool) => (env[engineVariable(tool)] ?? 'local').trim().toLowerCase();
  const openai = () =>
    openAiEngines({
      apiKey: env.MEDIAKIT_OPENAI_API_KEY!,
      baseUrl: env.MEDIAKIT_OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
      chatModel: env.MEDIAKIT_OPENAI_CHAT_MODEL ?? openAiCatalog.defaults.chat,
      speechModel: env.MEDIAKIT_OPENAI_SPEECH_MODEL ?? openAiCatalog.defaults.speech,
      voice: env.MEDIAKIT_OPENAI_VOICE ?? openAiCatalog.defaults.voice,
      imageModel: env.MEDIAKIT_OPENAI_IMAGE_MODEL ?? openAiCatalog.defaults.image,
    });
  const stability = () =>
    stabilityEngines({
      apiKey: env.MEDIAKIT_STABILITY_API_KEY!,
      baseUrl: env.MEDIAKIT_STABILITY_BASE_URL ?? 'https://api.stability.ai',
    });
  // The local models (ISNet, ESRGAN) by default; MEDIAKIT_LOCAL_MODELS=0 keeps to classical matting and Lanczos
  // (a machine without the memory for them, or tests about jobs rather than pixels).
  const engines: Engines = ['0', 'false', 'no'].includes((env.MEDIAKIT_LOCAL_MODELS ?? '').toLowerCase())
    ? { ...classicalEngines }
    : { ...localEngines, enhance: modelEnhance(enhanceBudgetMs(env)) };
  const viaOpenAi = ['chat', 'textToSpeech', 'imageGenerate', 'imageEdit', 'noMaskEdit'] as const;
  if (viaOpenAi.some((tool) => choice(tool) === 'openai')) {
    const provider = openai();
    if (choice('chat') === 'openai') engines.chat = provider.chat;
    if (choice('textToSpeech') === 'openai') engines.textToSpeech = provider.textToSpeech;
    if (choice('imageGenerate') === 'openai') engines.imageGenerate = provider.imageGenerate;
    if (choice('imageEdit') === 'openai') engines.imageEdit = provider.imageEdit;
    if (choice('noMaskEdit') === 'openai') engines.noMaskEdit = provider.noMaskEdit;
  }
  if (choice('stabilityEdit') === 'stability') engines.stabilityEdit = stability().stabilityEdit;
  if (choice('backgroundRemove') === 'removebg') {
    const cutOut = removeBgCutout({
      apiKey: env.MEDIAKIT_REMOVEBG_API_KEY!,
      baseUrl: env.MEDIAKIT_REMOVEBG_BASE_URL ?? 'https://api.remove.bg',
    });
    engines.backgroundRemove = backgroundRemover('removebg', async (image, run) =>
      cutOutFromFile(await cutOut(image, run)),
    );
  }
  const allowLocalUrls = flagOn(env.MEDIAKIT_ALLOW_LOCAL_URLS);
  const viaFreepik = ['imageGenerate', 'imageToVideo', 'enhance', 'style'] as const;
  if (viaFreepik.some((tool) => choice(tool) === 'freepik')) {
    const provider = freepikEngines({
      apiKey: env.MEDIAKIT_FREEPIK_API_KEY!,
      baseUrl: env.MEDIAKIT_FREEPIK_BASE_URL ?? freepikCatalog.defaultBaseUrl,
      allowLocalUrls,
    });
    for (const tool of viaFreepik) if (choice(tool) === 'freepik') Object.assign(engines, { [tool]: provider[tool] });
  }
  const viaFal = ['imageToVideo', 'productVideo', 'avatar'] as const;
  if (viaFal.some((tool) => choice(tool) === 'fal')) {
    const provider = falEngines({
      apiKey: env.MEDIAKIT_FAL_API_KEY!,
      baseUrl: env.MEDIAKIT_FAL_BASE_URL ?? 'https://queue.fal.run',
      imageToVideoModel: env.MEDIAKIT_FAL_IMAGE_TO_VIDEO_MODEL ?? falCatalog.defaults.imageToVideo,
      avatarModel: env.MEDIAKIT_FAL_AVATAR_MODEL ?? falCatalog.defaults.avatar,
      styleModels: falStyleModels(env)!,
      allowLocalUrls,
    });
    for (const tool of viaFal) if (choice(tool) === 'fal') Object.assign(engines, { [tool]: provider[tool] });
  }
  const viaReplicate = ['imageGenerate', 'enhance', 'backgroundRemove'] as const;
  if (viaReplicate.some((tool) => choice(tool) === 'replicate')) {
    const models = replicateModels(env);
    const provider = replicateEngines({
      apiToken: env[replicateKeyVariable]!,
      baseUrl: env.MEDIAKIT_REPLICATE_BASE_URL ?? replicateCatalog.apiUrl,
      ...models,
      allowLocalUrls,
    });
    if (choice('imageGenerate') === 'replicate') engines.imageGenerate = provider.imageGenerate;
    if (choice('enhance') === 'replicate') engines.enhance = provider.enhance;
    if (choice('backgroundRemove') === 'replicate') {
      engines.backgroundRemove = backgroundRemover(provider.engineName(models.backgroundModel), async (image, run) =>
        cutOutFromFile(await provider.cutOut(image, run)),
      );
    }
  }
  const viaComfy = ['imageGenerate', 'imageEdit', 'noMaskEdit', 'style', 'enhance'] as const;
  if (viaComfy.some((tool) => choice(tool) === 'comfyui')) {
    const provider = comfyEngines({
      baseUrl: env.MEDIAKIT_COMFYUI_BASE_URL ?? comfyCatalog.defaultBaseUrl,
      models: comfyModelNames(env),
    });
    for (const tool of viaComfy) if (choice(tool) === 'comfyui') Object.assign(engines, { [tool]: provider[tool] });
  }
  if (choice('backgroundRemove') === 'stability') {
    const provider = stability();
    engines.backgroundRemove = backgroundRemover('stability', async (image, run) =>
      cutOutFromFile(await provider.removeBackground(image, run)),
    );
  }
  return engines;
}
