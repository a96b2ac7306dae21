import type { ToolDefinition, ToolInput } from '@mediakit/api-client/tools';
import type { EngineFile, EngineName, EngineRun, Engines, EngineTool, OcrWordBox } from '../engines/engine';
import type { InputFile } from '../inputs/requestInput';
import { HttpError } from '../http/httpError';
import type { JobRow } from '../jobs/jobs';

/** What an engine call made: its files (stored in the owner's library) and, for OCR, the text and word boxes. */
export interface ToolResult {
  engine: EngineName;
  files: EngineFile[];
  text?: string;
  words?: OcrWordBox[];
}

/** A one-request tool's finished job, as its answer needs it. */
export interface FinishedJob {
  job: JobRow;
  /** Signed links of its outputs, in order. */
  links: string[];
  /** A signed link of one of its input files, by role. */
  inputLink(role: string): Promise<string | undefined>;
  /** The balance after the job (its refund included when it failed). */
  credits: number;
}

/**
 * The server's side of one tool: its definition (the edge's schema, cost, words), the engine it runs on and how the
 * checked input becomes that engine's input. Routes, the worker's dispatch, status answers, labels and the admin's
 * engine list are made from these (`registry.ts`); adding a tool is its definition, this module and its engine.
 */
export interface ServerTool<Input = Record<string, unknown>> {
  definition: ToolDefinition<Input>;
  /** The `Engines` method the tool runs on. */
  engine: EngineTool;
  /** The library's title for its outputs. */
  title(input: Input, files: Readonly<Record<string, InputFile | undefined>>): string;
  /** Calls the engine with the checked input (read back from the job) and the input files on disk, by role. */
  run(engines: Engines, input: Input, files: Readonly<Record<string, EngineFile>>, run: EngineRun): Promise<ToolResult>;
  /** A one-request tool's own answer fields for its finished job (or the HttpError it fails with). */
  answer?(finished: FinishedJob): object | Promise<object>;
}

/** Declares a tool's server module, its input typed by its definition's schema. */
export const serverTool = <Definition extends ToolDefinition<ToolInput<Definition>>>(
  tool: ServerTool<ToolInput<Definition>> & { definition: Definition },
): ServerTool<ToolInput<Definition>> => tool;

/** An input file the engine needs: a job without it cannot run. */
export function needFile(files: Readonly<Record<string, EngineFile>>, role: string): EngineFile {
  const file = files[role];
  if (!file) throw new Error(`The job has no ${role} file.`);
  return file;
}

/** A one-request tool's failed job, as a 502 with the engine's words. */
export const jobFailure = (job: JobRow) =>
  new HttpError(502, { message: job.error ?? 'The job failed.', error: job.error });
