import { storedToolInput, type ProjectType } from '@mediakit/api-client/tools';
import type { EngineFile, EngineRun, Engines, EngineTool } from '../engines/engine';
import { avatar } from './avatar';
import { backgroundRemoval } from './backgroundComposer';
import { imageEdit } from './imageEditor';
import { imageGeneration, mystic } from './imageGenerator';
import { enhance, style } from './imageStudio';
import { imageToVideo } from './imageToVideo';
import { noMaskEdit } from './noMaskEdit';
import { ocr } from './ocr';
import { productVideo } from './productVideo';
import type { ServerTool, ToolResult } from './serverTool';
import { stabilityEdit } from './stabilityEdit';
import { tts } from './textToSpeech';
import { videoUpscale } from './videoUpscaler';

/**
 * Every paid tool this server runs, by name: its routes, its jobs' dispatch to the engine, its status answers, its
 * label and its line in the admin's engine list are made from this registry.
 */
export const serverTools = {
  imageToVideo,
  mystic,
  imageEdit,
  enhance,
  style,
  videoUpscale,
  tts,
  avatar,
  productVideo,
  backgroundRemoval,
  ocr,
  imageGeneration,
  noMaskEdit,
  stabilityEdit,
} as const satisfies Record<string, ServerTool>;

/** The tools whose work runs as a job in a worker: every paid tool (chat is free and answers at once). */
export type JobTool = keyof typeof serverTools;
export const jobTools = Object.keys(serverTools) as JobTool[];

const toolOf = (name: string): ServerTool | undefined => (serverTools as Record<string, ServerTool>)[name];

/** What a job stores as input: its title, its checked input, and its input files as media ids by role. */
export interface JobInput {
  title: string;
  params: Record<string, unknown>;
  files: Record<string, string>;
}

/**
 * Calls a job's engine: its stored input read back through its tool's schema (what the edge checked is what the
 * engine gets), its input files on disk by role.
 */
export async function runToolEngine(
  engines: Engines,
  name: JobTool,
  { params }: JobInput,
  files: Record<string, EngineFile>,
  run: EngineRun,
): Promise<ToolResult> {
  const tool = toolOf(name);
  if (!tool) throw new Error(`No tool is called ${name}.`);
  return tool.run(engines, storedToolInput(tool.definition, params), files, run);
}

/** Each tool as people say it (activity, notifications, job lists). */
export const toolLabels: Record<string, string> = Object.fromEntries(
  Object.values(serverTools).map(({ definition }) => [definition.name, definition.label]),
);

/** A project's kind as the spec lists them: Images, Video, Audio, Avatar. */
export const projectType = (name: string): ProjectType => toolOf(name)?.definition.project ?? 'Images';

/** The engines the tools run on, each with the tools' labels, chat first (it runs outside the jobs). */
export function enginesInUse(): { engine: EngineTool; tools: string[] }[] {
  const uses = new Map<EngineTool, string[]>([['chat', ['AI Chat']]]);
  for (const { engine, definition } of Object.values(serverTools)) {
    uses.set(engine, [...(uses.get(engine) ?? []), definition.label]);
  }
  return [...uses].map(([engine, tools]) => ({ engine, tools }));
}
