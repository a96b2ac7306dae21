import { isBlobLike } from '../../http/isBlobLike';
import {
  estimateEnhanceCost,
  estimateTransformCost,
  featureCost,
  featureCosts,
  scaleCost,
} from '../../costs/featureCosts';
import { estimateVideoCost } from '../../costs/videoCost';
import type { FakeBackendContext, FakeRequest, FakeRoute } from '../fakeBackendTypes';
import type { FakeJobKind } from '../jobs';
import { pollFakeJob } from '../jobs';
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

/** A job: the start charges and queues; the status route advances it through the tool's status words. */
function job(
  kind: FakeJobKind,
  start: { operation: FakeOperation; pattern: RegExp },
  status: { operation: FakeOperation; pattern: RegExp; taskId: (request: FakeRequest) => string | null | undefined },
  costOf: (request: FakeRequest) => number,
  validate: (request: FakeRequest, backend: FakeBackendContext) => FakeReply | undefined,
  started: (taskId: string, credits: number) => object,
): FakeRoute[] {
  return [
    {
      operation: start.operation,
      method: 'POST',
      pattern: start.pattern,
      handle(request, backend) {
        const invalid = validate(request, backend);
        if (invalid) return invalid;
        const cost = costOf(request);
        const shortfall = backend.charge(cost);
        if (shortfall) return shortfall;
        const fails = backend.scenarioFor(start.operation) === 'job-fails';
        const url = backend.mediaUrl(kind === 'video' || kind === 'upscale' ? 'video' : 'image', backend.newId(kind));
        const created = backend.startJob(kind, cost, fails, url);
        return { body: started(created.id, backend.state.user.credits) };
      },
    },
    {
      operation: status.operation,
      method: 'GET',
      pattern: status.pattern,
      handle(request, backend) {
        const found = backend.state.jobs.get(status.taskId(request) ?? '');
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
    () => featureCosts.image_to_video,
    (_, { mediaUrl, newId }, credits) => ({
      body: { url: mediaUrl('video', newId('avatar')), credits },
    }),
  ),
  oneShot(
    'productVideo.generate',
    /^\/api\/v1\/api\/video\/generate$/,
    () => featureCosts.image_to_video,
    (_, { mediaUrl, newId }, credits) => ({ body: { video_url: mediaUrl('video', newId('product')), credits } }),
    (request) => (isBlobLike(request.form?.get('image')) ? undefined : missing('Please select an image.')),
  ),
  oneShot(
    'backgroundRemoval.remove',
    /^\/ai\/bg\/remove$/,
    () => featureCosts.bg_remover,
    (_, { mediaUrl, newId }, credits) => ({
      body: { success: true, file: { url: mediaUrl('image', newId('cutout')) }, credits },
    }),
    (request) =>
      hasImage(request, 'image', 'image_url') ? undefined : missing('Upload an image or provide a valid image URL.'),
  ),
  oneShot(
    'ocr.extract',
    /^\/api\/image\/text$/,
    () => featureCosts.image_to_text,
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
    () => featureCosts.text_to_image,
    (_, { mediaUrl, newId }, credits) => ({
      body: { saved_url: mediaUrl('image', newId('image')), remaining_credits: credits },
    }),
    (request) => (field(request, 'prompt')?.trim() ? undefined : missing('Please enter a prompt.')),
  ),
  oneShot(
    'noMaskEdit.edit',
    /^\/api\/openai\/image-edit-simple$/,
    () => featureCosts.image_editor,
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
    () => featureCosts.image_editor,
    (_, { mediaUrl, newId }) => ({ body: { ok: true, url: mediaUrl('image', newId('stability')) } }),
  ),
  ...job(
    'video',
    { operation: 'imageToVideo.start', pattern: /^\/ai\/video\/generate$/ },
    { operation: 'imageToVideo.status', pattern: /^\/ai\/video\/status\/([^/]+)$/, taskId: byParam },
    (request) =>
      estimateVideoCost({ resolution: field(request, 'resolution'), duration: Number(field(request, 'duration')) }),
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
    { operation: 'mystic.start', pattern: /^\/ai\/mystic\/generate$/ },
    { operation: 'mystic.status', pattern: /^\/ai\/mystic\/status\/([^/]+)$/, taskId: byParam },
    (request) => featureCosts.text_to_image + scaleCost(field(request, 'resolution')),
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
    { operation: 'imageEdit.start', pattern: /^\/api\/ai\/edit$/ },
    { operation: 'imageEdit.status', pattern: /^\/api\/ai\/edit-status$/, taskId: byQuery },
    () => featureCosts.image_editor,
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
    { operation: 'enhance.start', pattern: /^\/ai\/enhance$/ },
    { operation: 'enhance.status', pattern: /^\/ai\/enhance\/status$/, taskId: byQuery },
    (request) => estimateEnhanceCost(Number(field(request, 'scale') ?? 4)),
    (request) => (hasImage(request, 'image', 'image_url') ? undefined : missing('Provide image or image URL')),
    (taskId, credits) => ({ task_id: taskId, status: 'starting', credits }),
  ),
  ...job(
    'studio',
    { operation: 'style.start', pattern: /^\/ai\/style$/ },
    { operation: 'style.status', pattern: /^\/ai\/style\/status$/, taskId: byQuery },
    (request) => estimateTransformCost(Number(field(request, 'scale') ?? 4)),
    (request) =>
      hasImage(request, 'image', 'image_url') && hasImage(request, 'ref_image', 'ref_image_url')
        ? undefined
        : missing('Provide source image/URL and style ref image/URL'),
    (taskId, credits) => ({ task_id: taskId, status: 'starting', credits }),
  ),
  ...job(
    'upscale',
    { operation: 'videoUpscale.start', pattern: /^\/api\/video\/upscale$/ },
    { operation: 'videoUpscale.status', pattern: /^\/api\/video\/upscale\/status$/, taskId: byQuery },
    () => featureCost('video_upscale'),
    (request) =>
      hasImage(request, 'video', 'video_url') ? undefined : missing('Upload a video or provide a valid video URL.'),
    (taskId) => ({ success: true, task_id: taskId, status_url: `/jobs/${taskId}`, tmp_path: `/tmp/${taskId}.mp4` }),
  ),
];
