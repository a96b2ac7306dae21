import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestOptions } from '../http/request';
import { arrayField, numberField, objectField, stringField } from '../json/fields';
import { idOf, readPage, type Page, type PageQuery } from '../json/readPage';
import { readMediaItem, type MediaItem } from '../media/mediaApi';
import { consoleOperations as operations } from '../operations/consoleOperations';

/** Where a job stands: waiting, working, done, failed, or cancelled (its credits back). */
export type JobListState = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export const jobListStates: readonly JobListState[] = ['queued', 'running', 'succeeded', 'failed', 'cancelled'];

/** The tools whose work is a job on the server, with the names the console shows (as the server's `tool_label`). */
export const jobToolLabels = {
  imageToVideo: 'Image to Video',
  mystic: 'Text to Image (Mystic)',
  imageGeneration: 'Text to Image',
  imageEdit: 'Image Editor',
  enhance: 'Image Enhancer',
  style: 'Style Transfer',
  videoUpscale: '4K Upscale',
  tts: 'Text to Audio',
  avatar: 'AI Avatar',
  productVideo: 'Product Video',
  backgroundRemoval: 'BG Remover',
  ocr: 'Image Text',
  noMaskEdit: 'AI Image Change',
  stabilityEdit: 'Single Image Edit',
} as const;

export type JobListTool = keyof typeof jobToolLabels;

/** One job as the lists show it (a user's own, or everyone's for an administrator, who also gets `owner`). */
export interface JobRecord {
  id: string;
  tool: string;
  toolLabel: string;
  /** The projects list's kind: Images, Video, Audio or Avatar. */
  type: string;
  state: JobListState;
  /** The spec's word for the state: Completed, Running, Queued or Failed. */
  status: string;
  title: string;
  /** Credits it cost (given back when it failed or was cancelled). */
  cost: number;
  engine: string | undefined;
  error: string | undefined;
  progress: number | undefined;
  attempts: number | undefined;
  createdAt: string | undefined;
  startedAt: string | undefined;
  finishedAt: string | undefined;
  outputs: MediaItem[];
  owner: { id: string; name: string; email: string } | undefined;
}

export interface JobListQuery extends PageQuery {
  state?: JobListState;
  tool?: string;
}

export interface JobsApi {
  /** GET /api/v1/jobs?state=&tool=&page=&page_size=: the signed-in user's jobs, newest first, with their outputs. */
  list(query?: JobListQuery, options?: RequestOptions): Promise<Page<JobRecord>>;
  /** POST /api/v1/jobs/{taskId}/cancel: stops a queued or running job; its credits come back once. */
  cancel(id: string, options?: RequestOptions): Promise<{ state: JobListState; credits: number | undefined }>;
}

const stateOf = (value: unknown): JobListState | undefined =>
  jobListStates.find((state) => state === stringField(value, 'state'));

export function readJobRecord(value: unknown, baseUrl: string): JobRecord | undefined {
  const id = idOf(value);
  const state = stateOf(value);
  if (!id || !state) return undefined;
  const tool = stringField(value, 'tool') ?? '';
  const owner = objectField(value, 'owner');
  const ownerId = owner && idOf(owner);
  return {
    id,
    tool,
    toolLabel: stringField(value, 'tool_label') ?? jobToolLabels[tool as JobListTool] ?? tool,
    type: stringField(value, 'type') ?? '',
    state,
    status: stringField(value, 'status') ?? '',
    title: stringField(value, 'title') ?? tool,
    cost: numberField(value, 'cost') ?? 0,
    engine: stringField(value, 'engine'),
    error: stringField(value, 'error'),
    progress: numberField(value, 'progress'),
    attempts: numberField(value, 'attempts'),
    createdAt: stringField(value, 'created_at'),
    startedAt: stringField(value, 'started_at'),
    finishedAt: stringField(value, 'finished_at'),
    outputs: arrayField(value, 'outputs').flatMap((output) => readMediaItem(output, baseUrl) ?? []),
    owner: ownerId
      ? { id: ownerId, name: stringField(owner, 'name') ?? '', email: stringField(owner, 'email') ?? '' }
      : undefined,
  };
}

export const jobListParams = ({ state, tool, page, pageSize }: JobListQuery = {}) => ({
  state,
  tool: tool || undefined,
  page,
  page_size: pageSize,
});

export function createJobsApi(ctx: HttpContext): JobsApi {
  return {
    list: async (query, options) =>
      readPage(
        await requestJson(ctx, operations['jobs.list'], { ...options, searchParams: jobListParams(query) }),
        (value) => readJobRecord(value, ctx.baseUrl),
      ),
    async cancel(id, options) {
      const body = await requestJson(ctx, operations['jobs.cancel'], { ...options, params: { taskId: id } });
      return { state: stateOf(body) ?? 'cancelled', credits: numberField(body, 'credits') };
    },
  };
}
