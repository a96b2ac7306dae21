import type { RequestOptions } from '../http/request';

/** The engine slots a server fills, one per kind of work (several tools may share one, e.g. both image generators). */
export type EngineTool =
  | 'chat'
  | 'textToSpeech'
  | 'avatar'
  | 'imageGenerate'
  | 'imageEdit'
  | 'noMaskEdit'
  | 'stabilityEdit'
  | 'enhance'
  | 'style'
  | 'backgroundRemove'
  | 'ocr'
  | 'imageToVideo'
  | 'productVideo'
  | 'videoUpscale';

/** A model running on the server, a provider's model, or a local program that is not an AI model. */
export type EngineKind = 'model' | 'provider' | 'program';

/** Which engine will answer a tool and what it does, said in the tool's form before anyone pays. */
export interface EngineLine {
  tool: EngineTool;
  /** 'local', or the provider's name ('openai', 'stability', ...). */
  engine: string;
  kind: EngineKind;
  /** One sentence: who answers and what it does. */
  summary: string;
}

export interface EnginesApi {
  /** GET /api/v1/engines: the engine of every tool (signed in). Lines the client does not understand are left out. */
  list(options?: RequestOptions): Promise<EngineLine[]>;
}
