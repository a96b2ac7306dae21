import { isBlobLike } from '../../http/isBlobLike';
import { operationCost } from '../../costs/operationCosts';
import type { FakeBackendContext, FakeRequest, FakeRoute } from '../fakeBackendTypes';
import { pollFakeJob, type FakeJobKind, type FakeJobTool } from '../jobs';
import type { FakeOperation, FakeReply } from '../scenarios';

/** Resolutions each image plan may ask for (the free plan has the classic call only). */
const planResolutions: Record<string, string[]> = {
  free: [],
  plus: ['1k'],
  pro: ['1k', '2k'],
  business: ['1k', '2k', '4k'],
};

function field(request: FakeRequest, name: string): string | undefined {
  const value = request.form?.get(name) ?? request.json[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

function hasImage(request: FakeRequest, fileField: string, urlField: string): boolean {
  return isBlobLike(request.form?.get(fileField)) || !!field(request, urlField);
}

const missing = (details: string): FakeReply => ({ status: 422, body: { details } });

/** A one-shot generation: charge, then answer. */
function oneShot(
  operation: FakeOperation,
  pattern: RegExp,
  costOf: (request: FakeRequest) => number,
  answer: (request: FakeRequest, backend: FakeBackendContext, credits: number) => FakeReply,
  validate?: (request: FakeRequest) => FakeReply | undefined,
): FakeRoute {
  return {
    operation,
    method: 'POST',
    pattern,
    handle(request, backend) {
      const invalid = validate?.(request);
      if (invalid) return invalid;
      const shortfall = backend.charge(costOf(request));
      return shortfall ?? answer(request, backend, backend.state.user.credits);
    },
  };
}

/**
 * A job: the start charges and queues; the status route advances it through the tool's status words (or its script).
 * With a script, the status route also answers a task id it never started, so a story can resume any job.
 */
function job(
  kind: FakeJobKind,
  tool: FakeJobTool,
  startPattern: RegExp,
  status: { pattern: RegExp; taskId: (request: FakeRequest) => string | null | undefined },
  costOf: (request: FakeRequest) => number,
  validate: (request: FakeRequest, backend: FakeBackendContext) => FakeReply | undefined,
  started: (taskId: string, credits: number) => object,
): FakeRoute[] {
  const resultUrl = (backend: FakeBackendContext) =>
    backend.mediaUrl(kind === 'video' || kind === 'upscale' ? 'video' : 'image', backend.newId(kind));
  return [
    {
      operation: `${tool}.start`,
      method: 'POST',
      pattern: startPattern,
      handle(request, backend) {
        const invalid = validate(request, backend);
        if (invalid) return invalid;
        const cost = costOf(request);
        const shortfall = backend.charge(cost);
        if (shortfall) return shortfall;
        const fails = backend.scenarioFor(`${tool}.start`) === 'job-fails';
        // The result's id is taken before the task's, so every run hands out the ids it always did.
        const url = resultUrl(backend);
        const created = backend.startJob({
          kind,
          tool,
          id: backend.newId(`${kind}-task`),
          cost,
          fails,
          resultUrl: url,
        });
        return { body: started(created.id, backend.state.user.credits) };
      },
    },
    {
      operation: `${tool}.status`,
      method: 'GET',
      pattern: status.pattern,
      handle(request, backend) {
        const taskId = status.taskId(request) ?? '';
        const found =
          backend.state.jobs.get(taskId) ??
          (taskId && backend.jobScripts[tool]
            ? backend.startJob({ kind, tool, id: taskId, cost: 0, fails: false, resultUrl: resultUrl(backend) })
            : undefined);
        if (!found) return { status: 404, body: { message: 'Task not found.' } };
        const { body, failedNow } = pollFakeJob(found, backend.queuedPolls);
        if (failedNow && !found.refunded) {
          found.refunded = true;
          backend.state.user = { ...backend.state.user, credits: backend.state.user.credits + found.cost };
        }
        return { body };
      },
    },
  ];
}

const byParam = (request: FakeRequest) => request.params[0];
const byQuery = (request: FakeRequest) => request.query.get('task_id');

export const toolRoutes: FakeRoute[] = [
  oneShot(
    'avatar.generate',
    /^\/api\/v1\/avatar$/,
    () => operationCost('avatar', {}),
    (_, { mediaUrl, newId }, credits) => ({
      body: { url: mediaUrl('video', newId('avatar')), credits },
    }),
  ),
  oneShot(
    'productVideo.generate',
    /^\/api\/v1\/api\/video\/generate$/,
    () => operationCost('productVideo', {}),
    (_, { mediaUrl, newId }, credits) => ({ body: { video_url: mediaUrl('video', newId('product')), credits } }),
    (request) => (isBlobLike(request.form?.get('image')) ? undefined : missing('Please select an image.')),
  ),
  oneShot(
    'backgroundRemoval.remove',
    /^\/ai\/bg\/remove$/,
    () => operationCost('backgroundRemoval', {}),
    (_, { mediaUrl, newId }, credits) => ({
      body: { success: true, file: { url: mediaUrl('image', newId('cutout')) }, credits },
    }),
    (request) =>
      hasImage(request, 'image', 'image_url') ? undefined : missing('Upload an image or provide a valid image URL.'),
  ),
  oneShot(
    'ocr.extract',
    /^\/api\/image\/text$/,
    () => operationCost('ocr', {}),
    () => ({
      body: {
        text: 'Hello Mediakit',
        words: [
          { text: 'Hello', x: 10, y: 12, width: 60, height: 18 },
          { text: 'Mediakit', bbox: { x1: 80, y1: 12, x2: 170, y2: 30 } },
        ],
      },
    }),
    (request) => (isBlobLike(request.form?.get('image')) ? undefined : missing('Please select an image.')),
  ),
  oneShot(
    'imageGeneration.generate',
    /^\/ai\/image\/generate$/,
    () => operationCost('imageGeneration', {}),
    (_, { mediaUrl, newId }, credits) => ({
      body: { saved_url: mediaUrl('image', newId('image')), remaining_credits: credits },
    }),
    (request) => (field(request, 'prompt')?.trim() ? undefined : missing('Please enter a prompt.')),
  ),
  oneShot(
    'noMaskEdit.edit',
    /^\/api\/openai\/image-edit-simple$/,
    () => operationCost('noMaskEdit', {}),
    (request, { mediaUrl, newId }) => ({
      body: {
        status: 'ok',
        input_url: mediaUrl('image', newId('input')),
        items: Array.from({ length: Number(field(request, 'n') ?? 1) }, (_, index) => {
          const id = newId('variation');
          return { url: mediaUrl('image', id), filename: `variation-${index + 1}.png` };
        }),
      },
    }),
    (request) => (field(request, 'prompt')?.trim() ? undefined : missing('Please enter a prompt.')),
  ),
  oneShot(
    'stabilityEdit.edit',
    /^\/api\/stability\/single$/,
    () => operationCost('stabilityEdit', {}),
    (_, { mediaUrl, newId }) => ({ body: { ok: true, url: mediaUrl('image', newId('stability')) } }),
  ),
  ...job(
    'video',
    'imageToVideo',
    /^\/ai\/video\/generate$/,
    { pattern: /^\/ai\/video\/status\/([^/]+)$/, taskId: byParam },
    (request) =>
      operationCost('imageToVideo', {
        resolution: field(request, 'resolution'),
        duration: Number(field(request, 'duration')),
      }),
    (request) =>
      !field(request, 'prompt')?.trim()
        ? missing('Prompt is required')
        : hasImage(request, 'first_frame_file', 'first_frame_image')
          ? undefined
          : missing('The model requires an image (upload a file or paste an image URL).'),
    (taskId, credits) => ({ task_id: taskId, status: 'QUEUED', credits }),
  ),
  ...job(
    'mystic',
    'mystic',
    /^\/ai\/mystic\/generate$/,
    { pattern: /^\/ai\/mystic\/status\/([^/]+)$/, taskId: byParam },
    (request) => operationCost('mystic', { resolution: field(request, 'resolution') }),
    (request, { state }) => {
      const plan = state.user.plan.name;
      const requested = field(request, 'resolution') ?? '';
      const allowed = planResolutions[plan] ?? [];
      if (!field(request, 'prompt')?.trim()) return missing('Please enter a prompt.');
      return allowed.includes(requested)
        ? undefined
        : {
            status: 403,
            body: {
              message: 'Resolution not allowed.',
              allowed,
              requested,
              plan,
              upgrade_hint: 'Upgrade your plan for higher resolutions.',
            },
          };
    },
    (taskId) => ({ task_id: taskId, status: 'QUEUED' }),
  ),
  ...job(
    'edit',
    'imageEdit',
    /^\/api\/ai\/edit$/,
    { pattern: /^\/api\/ai\/edit-status$/, taskId: byQuery },
    () => operationCost('imageEdit', {}),
    (request) =>
      !hasImage(request, 'image', 'image_url')
        ? missing('Please upload an image or provide an image URL.')
        : field(request, 'prompt')?.trim()
          ? undefined
          : missing('Prompt is required.'),
    (taskId) => ({ task_id: taskId, status: 'PENDING' }),
  ),
  ...job(
    'studio',
    'enhance',
    /^\/ai\/enhance$/,
    { pattern: /^\/ai\/enhance\/status$/, taskId: byQuery },
    (request) => operationCost('enhance', { scale: Number(field(request, 'scale') ?? 4) }),
    (request) => (hasImage(request, 'image', 'image_url') ? undefined : missing('Provide image or image URL')),
    (taskId, credits) => ({ task_id: taskId, status: 'starting', credits }),
  ),
  ...job(
    'studio',
    'style',
    /^\/ai\/style$/,
    { pattern: /^\/ai\/style\/status$/, taskId: byQuery },
    (request) => operationCost('style', { scale: Number(field(request, 'scale') ?? 4) }),
    (request) =>
      hasImage(request, 'image', 'image_url') && hasImage(request, 'ref_image', 'ref_image_url')
        ? undefined
        : missing('Provide source image/URL and style ref image/URL'),
    (taskId, credits) => ({ task_id: taskId, status: 'starting', credits }),
  ),
  ...job(
    'upscale',
    'videoUpscale',
    /^\/api\/video\/upscale$/,
    { pattern: /^\/api\/video\/upscale\/status$/, taskId: byQuery },
    () => operationCost('videoUpscale', {}),
    (request) =>
      hasImage(request, 'video', 'video_url') ? undefined : missing('Upload a video or provide a valid video URL.'),
    (taskId) => ({ success: true, task_id: taskId, status_url: `/jobs/${taskId}`, tmp_path: `/tmp/${taskId}.mp4` }),
  ),
];
