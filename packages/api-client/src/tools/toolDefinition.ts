import type { GenericSchema } from 'valibot';
import type { OperationContract, PollSchedule } from '../operations/operationContract';

/**
 * The shape of one tool's definition: everything about a paid tool that the client, the fake backend and the reference
 * server must agree on, written once in `src/tools/<tool>.ts`. Each definition file exports its parts separately
 * (operations, uploads, limits, cost) so that a bundle takes only what it reads: the client's resources read the
 * operations, a tool's screen its limits and uploads, the costs entry the cost; the server and the fake read the whole
 * definition, whose input schema is built on first use (`input()`), so that no client bundle carries a schema.
 */

/** A job's state on the server, in our own words: every status answer carries it as `state`. */
export type JobStateName = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/** An upload field: its file, the field that may give a URL instead, and how its bytes are checked. */
export interface UploadRule {
  /** The multipart field of the file. */
  field: string;
  /** The field that may carry a URL of the file instead. */
  urlField?: string;
  /** Which wins when both are sent (the spec: the file, except in the image editor). */
  prefer?: 'file' | 'url';
  /** The name the engine gets the file under (image, reference, firstFrame, ...). */
  role: string;
  maxBytes: number;
  /** Types by content (sniffed from the bytes, never the name). */
  types: readonly string[];
  tooLarge: string;
  wrongType: string;
}

/** The operation a job's status is read with: its schedule, and the words that end it as done. */
export interface StatusOperation extends OperationContract {
  poll: PollSchedule;
  /** Upper-cased status words the client takes as done (the spec's, e.g. OK and COMPLETED). */
  done?: readonly string[];
}

/** A job tool's calls: the start and the polled status. */
export interface JobOperations {
  start: OperationContract;
  status: StatusOperation;
}

/** What the server knows of a job when it answers a status check. */
export interface JobSnapshot {
  taskId: string;
  state: JobStateName;
  /** Attempts begun so far (a queued job with attempts has been retried). */
  attempts: number;
  /** 0 to 1. */
  progress: number;
  engine?: string | undefined;
  error?: string | undefined;
  /** The outputs' URLs, in order (on success). */
  urls: readonly string[];
  /** The first output's poster frame, when it is a video (answered as `poster_preview`). */
  poster?: string | undefined;
}

/**
 * How a job tool words its answers. Each status answer has the same fields (`task_id`, `status`, `state`, `engine`,
 * and `error` once failed) plus the tool's own (`fields`).
 */
export interface StatusWords {
  /** The start answer's status. */
  started: string;
  queued: string;
  /** A queued job whose earlier attempt died. */
  retrying?: string;
  /** The word of a running job at `progress` (0 to 1). */
  running: (progress: number) => string;
  succeeded: string;
  /** Failed and cancelled jobs. */
  failed: string;
  /** The tool's own fields of an answer, by what the job is doing. */
  fields: {
    /** Queued or running, with its word and progress in percent. */
    waiting?: (word: string, percent: number) => Record<string, unknown>;
    succeeded: (urls: readonly string[]) => Record<string, unknown>;
    failed?: Record<string, unknown>;
  };
}

/** What a project of this tool is called in the dashboards (the spec's Images, Video, Audio, Avatar). */
export type ProjectType = 'Images' | 'Video' | 'Audio' | 'Avatar';

interface ToolDefinitionBase<Input> {
  /** The tool's id: jobs, ledger rows and the media library name it so. */
  name: string;
  /** As people say it, in lists and activity. */
  label: string;
  project: ProjectType;
  /** What the tool makes, for the fake's stand-in results. */
  output: 'image' | 'video' | 'audio' | 'text';
  /** Upload fields by their multipart name. */
  uploads: Readonly<Record<string, UploadRule>>;
  /**
   * The request's fields as the server checks them, with the spec's messages. Upload fields appear as `'file'` or
   * `'url'` (which one was sent), so that a missing upload is reported in its place among the fields.
   */
  input(): GenericSchema<unknown, Input>;
  /** Credits the call costs for a checked input. */
  cost(input: Input): number;
  /** The 403 answer when the caller's plan may not ask for this input (the image tools' resolutions). */
  planRefusal?(plan: string, input: Input): PlanRefusal | undefined;
}

/** A plan's refusal, as the 403 answers it: the spec's allowed resolutions, the requested one, the plan, a hint. */
export interface PlanRefusal {
  message: string;
  allowed: readonly string[];
  requested: string;
  plan: string;
  upgrade_hint: string;
}

/** A tool whose work the client polls: a start that answers a task id, then status checks. */
export interface JobToolDefinition<Input = Record<string, unknown>> extends ToolDefinitionBase<Input> {
  kind: 'job';
  operations: JobOperations;
  status: StatusWords;
  /** The tool's own fields of its start answer, beside the task id, status and credits every start answers. */
  startFields?(taskId: string, cost: number): Record<string, unknown>;
}

/** A tool answered in one request, when its job ends. */
export interface OneShotToolDefinition<Input = Record<string, unknown>> extends ToolDefinitionBase<Input> {
  kind: 'one-shot';
  /** Its one call, by name (the operation `<name>.<call>`, e.g. `tts.speak`). */
  operations: Readonly<Record<string, OperationContract>>;
  /** The answer's `status` when the job succeeded and when it failed. */
  words: { succeeded: string; failed: string };
}

/** The checked input of a tool: what its schema gives. */
export type ToolInput<Definition> = Definition extends { input(): GenericSchema<unknown, infer Input> } ? Input : never;

/**
 * Any tool's definition. Its functions are methods, so that a registry of tools with different inputs is one type: each
 * is called with the input its own schema checked.
 */
export type ToolDefinition<Input = Record<string, unknown>> = JobToolDefinition<Input> | OneShotToolDefinition<Input>;
