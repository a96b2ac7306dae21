import { refundFakeAccount } from '../seed';
import { isBlobLike } from '../../http/isBlobLike';
import { toolDefinitions } from '../../tools';
import { imageAspectRatios } from '../../tools/imageGenerator';
import { readToolInput } from '../../tools/readToolInput';
import { startAnswer } from '../../tools/toolAnswers';
import type { JobToolDefinition, OneShotToolDefinition, ToolDefinition } from '../../tools/toolDefinition';
import type { FakeBackendContext, FakeRequest, FakeRoute } from '../fakeBackendTypes';
import { fakeJobKinds, pollFakeJob, type FakeJobTool } from '../jobs';
import { notifyFakeJobEnded } from '../notifications';
import type { FakeMediaDescription } from '../media/fakeMedia';
import type { FakeOperation, FakeReply } from '../scenarios';

// The paid tools as the reference server answers them, from the same definitions (src/tools): each request checked
// by its tool's schema with the spec's messages, the plan rule, the cost charged, and the answers in the tool's words.
// Only the outputs are the fake's own: pictures drawn from the prompt, a sample clip, a fixed OCR text.

type Fields = Record<string, unknown>;

function fieldsOf(request: FakeRequest): Fields {
  if (!request.form) return request.json;
  const fields: Fields = {};
  request.form.forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
  });
  return fields;
}

const text = (fields: Fields, name: string) =>
  typeof fields[name] === 'string' || typeof fields[name] === 'number' ? String(fields[name]) : undefined;

/** What a result picture shows: the request's prompt, at its size or aspect when it asked for one. */
function pictureOf(fields: Fields): FakeMediaDescription {
  const size = text(fields, 'size') ?? '';
  const aspects: Readonly<Record<string, readonly number[]>> = imageAspectRatios;
  const [width, height] = aspects[size] ?? /^(\d+)x(\d+)$/.exec(size)?.slice(1).map(Number) ?? [];
  return { text: text(fields, 'prompt') ?? text(fields, 'script') ?? '', width, height };
}

/** The request checked as the server checks it: the answer to refuse it with, or its input and cost. */
function check(tool: ToolDefinition, request: FakeRequest) {
  const fields = fieldsOf(request);
  const outcome = readToolInput(tool, fields, (field) => isBlobLike(request.form?.get(field)));
  if (!outcome.ok) return { refusal: { status: 422, body: { message: outcome.message, details: outcome.message } } };
  const refusal = tool.planRefusal?.(request.account.plan.name, outcome.input);
  if (refusal) return { refusal: { status: 403, body: refusal } };
  return { fields, input: outcome.input, cost: tool.cost(outcome.input) };
}

/** The fake's outputs of the one-request tools. */
const oneShotResults: Record<string, (fields: Fields, backend: FakeBackendContext) => object> = {
  tts: (fields, { mediaUrl, newId }) => ({ url: mediaUrl('audio', newId('speech'), { text: text(fields, 'text') }) }),
  avatar: (_, { mediaUrl, newId }) => {
    const id = newId('avatar');
    return { url: mediaUrl('video', id), poster_preview: mediaUrl('image', `${id}-poster`) };
  },
  productVideo: (_, { mediaUrl, newId }) => {
    const id = newId('product');
    return { video_url: mediaUrl('video', id), poster_preview: mediaUrl('image', `${id}-poster`) };
  },
  backgroundRemoval: (fields, { mediaUrl, newId }) => ({
    success: true,
    file: { url: mediaUrl('image', newId('cutout'), { text: text(fields, 'bg_color') ?? 'cutout' }) },
  }),
  ocr: () => ({
    text: 'Hello Mediakit',
    words: [
      { text: 'Hello', x: 10, y: 12, width: 60, height: 18 },
      { text: 'Mediakit', bbox: { x1: 80, y1: 12, x2: 170, y2: 30 } },
    ],
  }),
  imageGeneration: (fields, { mediaUrl, newId }) => ({
    saved_url: mediaUrl('image', newId('image'), pictureOf(fields)),
  }),
  noMaskEdit: (fields, { mediaUrl, newId }) => ({
    input_url: mediaUrl('image', newId('input'), { text: 'input' }),
    items: Array.from({ length: Number(text(fields, 'n') ?? 1) }, (_, index) => {
      const id = newId('variation');
      const picture = pictureOf(fields);
      return {
        url: mediaUrl('image', id, { ...picture, text: `${picture.text} ${index + 1}` }),
        filename: `variation-${index + 1}.png`,
      };
    }),
  }),
  stabilityEdit: (fields, { mediaUrl, newId }) => ({
    ok: true,
    url: mediaUrl('image', newId('stability'), pictureOf(fields)),
  }),
};

const oneShotTasks = new WeakMap<object, number>();

function oneShotRoute(tool: OneShotToolDefinition): FakeRoute {
  const [call] = Object.keys(tool.operations);
  return {
    operation: `${tool.name}.${call}` as FakeOperation,
    handle(request, backend) {
      const checked = check(tool, request);
      if (checked.refusal) return checked.refusal;
      const shortfall = backend.charge(request.account, checked.cost);
      if (shortfall) return shortfall;
      // Counted apart from the fake's other ids, so that every story keeps the media ids it always had.
      const count = (oneShotTasks.get(backend.state) ?? 0) + 1;
      oneShotTasks.set(backend.state, count);
      const taskId = `${tool.name}-task-${count}`;
      const result = oneShotResults[tool.name]?.(checked.fields, backend) ?? {};
      const credits = request.account.credits;
      // The spec's image call reads the balance as remaining_credits.
      const balance = tool.name === 'imageGeneration' ? { remaining_credits: credits } : {};
      return { body: { ...startAnswer(tool, taskId, credits), ...result, ...balance } };
    },
  };
}

/**
 * A job: the start checks, charges the caller and queues; the status operation advances it through the tool's status
 * words (or its script). A task id the caller never started (another account's, or none at all) is a 404.
 */
function jobRoutes(tool: JobToolDefinition): FakeRoute[] {
  const name = tool.name as FakeJobTool;
  const byPath = tool.operations.status.path.includes('{taskId}');
  return [
    {
      operation: `${name}.start`,
      handle(request, backend) {
        const checked = check(tool, request);
        if (checked.refusal) return checked.refusal;
        const shortfall = backend.charge(request.account, checked.cost);
        if (shortfall) return shortfall;
        const fails = backend.scenarioFor(`${name}.start`) === 'job-fails';
        // The result's id is taken before the task's, so every run hands out the ids it always did.
        const isVideo = tool.output === 'video';
        const kind = fakeJobKinds[name];
        const resultId = backend.newId(kind);
        const resultUrl = backend.mediaUrl(
          isVideo ? 'video' : 'image',
          resultId,
          isVideo ? {} : pictureOf(checked.fields),
        );
        // A video's poster frame, as the server makes one for every video it stores.
        const posterUrl = isVideo ? backend.mediaUrl('image', `${resultId}-poster`) : undefined;
        const created = backend.startJob({
          tool,
          name,
          id: backend.newId(`${kind}-task`),
          ownerId: request.account.id,
          cost: checked.cost,
          fails,
          resultUrl,
          posterUrl,
        });
        const { credits } = request.account;
        return { body: { ...startAnswer(tool, created.id, credits), ...tool.startFields?.(created.id, checked.cost) } };
      },
    },
    {
      operation: `${name}.status`,
      handle(request, { state, queuedPolls }) {
        const found = state.jobs.get((byPath ? request.params[0] : request.query.get('task_id')) ?? '');
        if (!found || found.ownerId !== request.account.id) return notFound;
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

const notFound: FakeReply = { status: 404, body: { message: 'Task not found.' } };

export const toolRoutes: FakeRoute[] = Object.values(toolDefinitions).flatMap((tool: ToolDefinition) =>
  tool.kind === 'job' ? jobRoutes(tool) : [oneShotRoute(tool)],
);
