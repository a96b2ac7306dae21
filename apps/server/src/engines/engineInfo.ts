import { localEngines, type EngineKind } from '@mediakit/api-client';
import type { EngineTool } from './engine';
import { describeEngines, engineChoices, engineVariable, replicateToolModel } from './index';
import { falCatalog } from './providers/catalog/fal';
import { openAiCatalog, shutdownNotice } from './providers/catalog/openai';
import { checkOpenAiModels } from './providers/openai';
import { replicateCatalog } from './providers/catalog/replicate';
import { checkReplicateModels, replicateKeyVariable } from './providers/replicate';
import { localModelStatus } from './local/models';
import { comfyCatalog, comfyModelNames, comfyToolModels } from './providers/catalog/comfyui';
import { checkComfyModels, comfyBaseVariable } from './providers/comfyui';

// What answers each tool, said before anyone pays: the engine, what kind it is (a model running here, a provider, or
// a local program that is not an AI model) and what it does; for admins, how to connect a model.

type Env = Record<string, string | undefined>;

const providerNames: Record<string, string> = {
  openai: 'OpenAI',
  stability: 'Stability AI',
  removebg: 'remove.bg',
  freepik: 'Freepik (Magnific)',
  fal: 'fal',
  replicate: 'Replicate',
  comfyui: 'Your ComfyUI server',
};

const keys: Record<string, string> = {
  openai: 'MEDIAKIT_OPENAI_API_KEY',
  stability: 'MEDIAKIT_STABILITY_API_KEY',
  removebg: 'MEDIAKIT_REMOVEBG_API_KEY',
  freepik: 'MEDIAKIT_FREEPIK_API_KEY',
  fal: 'MEDIAKIT_FAL_API_KEY',
  replicate: replicateKeyVariable,
  comfyui: comfyBaseVariable,
};

/** The model a provider engine uses for a tool, from the configuration and the providers' tables. */
function providerModel(tool: EngineTool, engine: string, env: Env): string | undefined {
  if (engine === 'openai') {
    if (tool === 'chat') return env.MEDIAKIT_OPENAI_CHAT_MODEL ?? openAiCatalog.defaults.chat;
    if (tool === 'textToSpeech') return env.MEDIAKIT_OPENAI_SPEECH_MODEL ?? openAiCatalog.defaults.speech;
    return env.MEDIAKIT_OPENAI_IMAGE_MODEL ?? openAiCatalog.defaults.image;
  }
  if (engine === 'fal') {
    if (tool === 'avatar') return env.MEDIAKIT_FAL_AVATAR_MODEL ?? falCatalog.defaults.avatar;
    if (tool === 'imageToVideo') return env.MEDIAKIT_FAL_IMAGE_TO_VIDEO_MODEL ?? falCatalog.defaults.imageToVideo;
    return 'the style model chosen';
  }
  if (engine === 'replicate') return replicateToolModel(tool, env);
  if (engine === 'comfyui' && tool in comfyToolModels) {
    const names = comfyModelNames(env);
    return comfyToolModels[tool as keyof typeof comfyToolModels].map((key) => names[key]).join(', ');
  }
  return undefined;
}

export interface EngineInfo {
  tool: EngineTool;
  engine: string;
  kind: EngineKind;
  /** One line for the tool's form: who answers and what it does. */
  summary: string;
}

/** For everyone: which engine will answer each tool and what it does. */
export function engineInfo(env: Env = process.env): EngineInfo[] {
  const models = localModelStatus();
  return describeEngines(env).map(({ tool, engine }) => {
    if (engine === 'local') {
      // The local engines' words are the api-client's, so the fake answers in the same words.
      const { kind, summary } = localEngines[tool];
      const said =
        tool === 'backgroundRemove' && models.backgroundRemove.startsWith('ISNet could not')
          ? models.backgroundRemove
          : summary;
      return { tool, engine, kind, summary: said };
    }
    const model = providerModel(tool, engine, env);
    return {
      tool,
      engine,
      kind: 'provider' as const,
      summary: `${providerNames[engine] ?? engine}${model ? ` (${model})` : ''} makes the result.`,
    };
  });
}

/** For admins: how to put a model (a provider, or an OpenAI-compatible server of one's own) behind a tool. */
export function connectHint(tool: EngineTool): string {
  const providers = engineChoices[tool].filter((choice) => choice !== 'local');
  if (!providers.length) return 'Only the local engine serves this tool.';
  const options = providers.map((provider) => `${engineVariable(tool)}=${provider} with ${keys[provider]}`);
  const ownServer =
    providers.includes('openai') && ['chat', 'textToSpeech'].includes(tool)
      ? ' An OpenAI-compatible server of your own (llama.cpp, Ollama, a gateway) works with MEDIAKIT_OPENAI_BASE_URL.'
      : '';
  return `Set ${options.join(', or ')}.${ownServer} See docs/engines.md.`;
}

export interface ModelCheck {
  model: string;
  ok: boolean;
  problem?: string;
}

/**
 * With a key set, each configured model checked with its provider's cheapest read (OpenAI: GET /models/{model}),
 * and against the shut-down dates in the providers' tables. Tools on the local engines have no checks.
 */
export async function checkEngineModels(
  env: Env,
  signal: AbortSignal,
): Promise<Partial<Record<EngineTool, ModelCheck[]>>> {
  const statuses = describeEngines(env).filter((status) => status.ready && status.engine !== 'local');
  const checks: Partial<Record<EngineTool, ModelCheck[]>> = {};
  const onOpenAi = statuses.filter((status) => status.engine === 'openai');
  if (onOpenAi.length) {
    const wanted = onOpenAi.map((status) => providerModel(status.tool, 'openai', env)!);
    const results = await checkOpenAiModels(
      {
        apiKey: env.MEDIAKIT_OPENAI_API_KEY!,
        baseUrl: env.MEDIAKIT_OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
        chatModel: '',
        speechModel: '',
        voice: '',
        imageModel: '',
        requestTimeoutMs: 10_000,
      },
      wanted,
      signal,
    );
    for (const status of onOpenAi) {
      const model = providerModel(status.tool, 'openai', env)!;
      const found = results.find((result) => result.model === model)!;
      const notice = shutdownNotice(model);
      checks[status.tool] = [
        notice && found.ok ? { model, ok: !notice.includes('was shut down'), problem: notice } : found,
      ];
    }
  }
  const onReplicate = statuses.filter((status) => status.engine === 'replicate');
  if (onReplicate.length) {
    const wanted = onReplicate.map((status) => providerModel(status.tool, 'replicate', env)!);
    const results = await checkReplicateModels(
      {
        apiToken: env[replicateKeyVariable]!,
        baseUrl: env.MEDIAKIT_REPLICATE_BASE_URL ?? replicateCatalog.apiUrl,
      },
      [...new Set(wanted)],
      signal,
    );
    for (const status of onReplicate) {
      const model = providerModel(status.tool, 'replicate', env)!;
      checks[status.tool] = [results.find((result) => result.model === model)!];
    }
  }
  const onComfy = statuses.filter((status) => status.engine === 'comfyui' && status.tool in comfyToolModels);
  if (onComfy.length) {
    const models = comfyModelNames(env);
    const toolModels = (tool: EngineTool) => [...comfyToolModels[tool as keyof typeof comfyToolModels]];
    const results = await checkComfyModels(
      { baseUrl: env.MEDIAKIT_COMFYUI_BASE_URL ?? comfyCatalog.defaultBaseUrl, models },
      onComfy.flatMap((status) => toolModels(status.tool)),
      signal,
    );
    for (const status of onComfy) {
      checks[status.tool] = toolModels(status.tool).map((key) =>
        results.find((result) => result.model === models[key])!,
      );
    }
  }
  for (const status of statuses.filter((item) => item.engine === 'fal')) {
    const model = providerModel(status.tool, 'fal', env)!;
    if (!model.startsWith('fal-ai/')) continue;
    const listed = model in falCatalog.models;
    checks[status.tool] = [
      listed
        ? { model, ok: true }
        : {
            model,
            ok: true,
            problem: `${model} is not in the fal table (catalog/fal.ts): its input fields are not checked.`,
          },
    ];
  }
  return checks;
}
