import { refundFakeAccount } from '../seed';
import { avatarScriptLimit } from '../../avatar/avatarApi';
import { isBlobLike } from '../../http/isBlobLike';
import { operationCost } from '../../costs/operationCosts';
import type { FakeBackendContext, FakeRequest, FakeRoute } from '../fakeBackendTypes';
import { pollFakeJob, type FakeJobKind, type FakeJobTool } from '../jobs';
import { notifyFakeJobEnded } from '../notifications';
import type { FakeMediaDescription } from '../media/fakeMedia';
import type { FakeOperation, FakeReply } from '../scenarios';

/** Resolutions each image plan may ask for (the free plan has the classic call only). */
const planResolutions: Record<string, string[]> = {
  free: [],
  plus: ['1k'],
  pro: ['1k', '2k'],
  business: ['1k', '2k', '4k'],
};

/** Width and height of each image aspect the generator offers (the spec's nine). */
const aspects: Record<string, [number, number]> = {
  square_1_1: [1, 1],
  widescreen_16_9: [16, 9],
  social_story_9_16: [9, 16],
  portrait_2_3: [2, 3],
  standard_3_2: [3, 2],
  social_post_4_5: [4, 5],
  classic_4_3: [4, 3],
  traditional_3_4: [3, 4],
  vertical_1_2: [1, 2],
};

function field(request: FakeRequest, name: string): string | undefined {
  const value = request.form?.get(name) ?? request.json[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

function hasImage(request: FakeRequest, fileField: string, urlField: string): boolean {
  return isBlobLike(request.form?.get(fileField)) || !!field(request, urlField);
}

/** What a result picture shows: the request's prompt, at its size or aspect when it asked for one. */
function pictureOf(request: FakeRequest): FakeMediaDescription {
  const size = field(request, 'size') ?? '';
  const [width, height] = aspects[size] ?? /^(\d+)x(\d+)$/.exec(size)?.slice(1).map(Number) ?? [];
  return { text: field(request, 'prompt') ?? field(request, 'script') ?? '', width, height };
}

const missing = (details: string): FakeReply => ({ status: 422, body: { details } });

/** A one-shot generation: check, charge the caller, then answer. */
function oneShot(
  operation: FakeOperation,
  costOf: (request: FakeRequest) => number,
  answer: (request: FakeRequest, backend: FakeBackendContext, credits: number) => FakeReply,
  validate?: (request: FakeRequest) => FakeReply | undefined,
): FakeRoute {
  return {
    operation,
    handle(request, backend) {
      const invalid = validate?.(request);
      if (invalid) return invalid;
      const shortfall = backend.charge(request.account, costOf(request));
      return shortfall ?? answer(request, backend, request.account.credits);
    },
  };
}

/**
 * A job: the start checks, charges the caller and queues; the status operation advances it through the tool's status
 * words (or its script). A task id the caller never started (another account's, or none at all) is a 404.
 */
function job(
  kind: FakeJobKind,
  tool: FakeJobTool,
  taskIdOf: (request: FakeRequest) => string | null | undefined,
  costOf: (request: FakeRequest) => number,
  validate: (request: FakeRequest, backend: FakeBackendContext) => FakeReply | undefined,
  started: (taskId: string, credits: number) => object,
): FakeRoute[] {
  return [
    {
      operation: `${tool}.start`,
      handle(request, backend) {
        const invalid = validate(request, backend);
        if (invalid) return invalid;
        const cost = costOf(request);
        const shortfall = backend.charge(request.account, cost);
        if (shortfall) return shortfall;
        const fails = backend.scenarioFor(`${tool}.start`) === 'job-fails';
        // The result's id is taken before the task's, so every run hands out the ids it always did.
        const isVideo = kind === 'video' || kind === 'upscale';
        const resultUrl = backend.mediaUrl(
          isVideo ? 'video' : 'image',
          backend.newId(kind),
          isVideo ? {} : pictureOf(request),
        );
        const created = backend.startJob({
          kind,
          tool,
          id: backend.newId(`${kind}-task`),
          ownerId: request.account.id,
          cost,
          fails,
          resultUrl,
        });
        return { body: started(created.id, request.account.credits) };
      },
    },
    {
      operation: `${tool}.status`,
      handle(request, { state, queuedPolls }) {
        const found = state.jobs.get(taskIdOf(request) ?? '');
        if (!found || found.ownerId !== request.account.id)
          return { status: 404, body: { message: 'Task not found.' } };
        const endedBefore = found.ended;
        const { body, failedNow } = pollFakeJob(found, queuedPolls);
        if (failedNow && !found.refunded) {
          found.refunded = true;
          refundFakeAccount(request.account, found.cost);
        }
        // host-bell: the owner's bell hears of the end once, as the server writes it in the job's last transaction.
        if (!endedBefore && found.ended && !found.cancelled) {
          notifyFakeJobEnded(state, found, failedNow ? 'failed' : 'succeeded');
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
    () => operationCost('avatar', {}),
    (_, { mediaUrl, newId }, credits) => ({ body: { url: mediaUrl('video', newId('avatar')), credits } }),
    // As the server: the trimmed script at most avatarScriptLimit characters.
    ({ json }) =>
      String(json.script ?? '').trim().length > avatarScriptLimit
        ? missing(`The script must be at most ${avatarScriptLimit} characters.`)
        : undefined,
  ),
  oneShot(
    'productVideo.generate',
    () => operationCost('productVideo', {}),
    (_, { mediaUrl, newId }, credits) => ({ body: { video_url: mediaUrl('video', newId('product')), credits } }),
    (request) => (isBlobLike(request.form?.get('image')) ? undefined : missing('Please select an image.')),
  ),
  oneShot(
    'backgroundRemoval.remove',
    () => operationCost('backgroundRemoval', {}),
    (request, { mediaUrl, newId }, credits) => ({
      body: {
        success: true,
        file: { url: mediaUrl('image', newId('cutout'), { text: field(request, 'bg_color') ?? 'cutout' }) },
        credits,
      },
    }),
    (request) =>
      hasImage(request, 'image', 'image_url') ? undefined : missing('Upload an image or provide a valid image URL.'),
  ),
  oneShot(
    'ocr.extract',
    () => operationCost('ocr', {}),
    (_, __, credits) => ({
      body: {
        credits,
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
    () => operationCost('imageGeneration', {}),
    (request, { mediaUrl, newId }, credits) => ({
      body: { saved_url: mediaUrl('image', newId('image'), pictureOf(request)), remaining_credits: credits },
    }),
    (request) => (field(request, 'prompt')?.trim() ? undefined : missing('Please enter a prompt.')),
  ),
  oneShot(
    'noMaskEdit.edit',
    () => operationCost('noMaskEdit', {}),
    (request, { mediaUrl, newId }, credits) => ({
      body: {
        credits,
        status: 'ok',
        input_url: mediaUrl('image', newId('input'), { text: 'input' }),
        items: Array.from({ length: Number(field(request, 'n') ?? 1) }, (_, index) => {
          const id = newId('variation');
          const picture = pictureOf(request);
          return {
            url: mediaUrl('image', id, { ...picture, text: `${picture.text} ${index + 1}` }),
            filename: `variation-${index + 1}.png`,
          };
        }),
      },
    }),
    (request) => (field(request, 'prompt')?.trim() ? undefined : missing('Please enter a prompt.')),
  ),
  oneShot(
    'stabilityEdit.edit',
    () => operationCost('stabilityEdit', {}),
    (request, { mediaUrl, newId }, credits) => ({
      body: { ok: true, url: mediaUrl('image', newId('stability'), pictureOf(request)), credits },
    }),
  ),
  ...job(
    'video',
    'imageToVideo',
    byParam,
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
    byParam,
    (request) => operationCost('mystic', { resolution: field(request, 'resolution') }),
    (request) => {
      const plan = request.account.plan.name;
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
    byQuery,
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
    byQuery,
    (request) => operationCost('enhance', { scale: Number(field(request, 'scale') ?? 4) }),
    (request) => (hasImage(request, 'image', 'image_url') ? undefined : missing('Provide image or image URL')),
    (taskId, credits) => ({ task_id: taskId, status: 'starting', credits }),
  ),
  ...job(
    'studio',
    'style',
    byQuery,
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
    byQuery,
    () => operationCost('videoUpscale', {}),
    (request) =>
      hasImage(request, 'video', 'video_url') ? undefined : missing('Upload a video or provide a valid video URL.'),
    (taskId) => ({ success: true, task_id: taskId, status_url: `/jobs/${taskId}`, tmp_path: `/tmp/${taskId}.mp4` }),
  ),
];
