import { avatarScriptLimit } from '@mediakit/api-client';
import { operationCost } from '@mediakit/api-client/costs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { planOf } from '../accounts/plans';
import { accountOf, callerKey, guards, linkBase } from '../http/authenticate';
import { HttpError, invalid } from '../http/httpError';
import { fileRules, type FileRule } from '../inputs/fileRules';
import { fileOrUrl, readRequestInput, type RequestInput } from '../inputs/requestInput';
import { awaitJobEnd, launchJob, titleFrom } from '../jobs/launch';
import type { JobRow } from '../jobs/jobs';
import { jobOutputs } from '../jobs/statusAnswers';
import type { JobTool } from '../jobs/toolJobs';
import { mediaLink } from '../media/library';
import type { Services } from '../services';
import { route } from './routeKit';

/** The spec's video resolutions. */
const videoSizes: Record<string, [number, number]> = {
  '360p': [640, 360],
  '480p': [854, 480],
  '560p': [992, 560],
  '720p': [1280, 720],
  '1080p': [1920, 1080],
};

/** The spec's nine aspects, as width:height. */
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

/** Pixel size of an aspect with its long side at `longSide`, both sides multiples of 8. */
function sizeForAspect(aspect: string, longSide: number): [number, number] {
  const [w, h] = aspects[aspect] ?? [1, 1];
  const scale = longSide / Math.max(w, h);
  const round8 = (value: number) => Math.max(8, Math.round((value * scale) / 8) * 8);
  return [round8(w), round8(h)];
}

const resolutionLongSide: Record<string, number> = { '1k': 1024, '2k': 2048, '4k': 4096 };

const int = (value: string | undefined) =>
  value !== undefined && /^-?\d+$/.test(value.trim()) ? Number(value) : undefined;
const num = (value: string | undefined) =>
  value !== undefined && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined;
const one = <T extends string>(value: string | undefined, options: readonly T[]) =>
  options.includes(value as T) ? (value as T) : undefined;

/** One-request tools answer when their job ends; longer than this and the client is told where to find it. */
const oneShotWaitMs = { default: 55_000, imageEdit: 115_000, noMaskEdit: 175_000 };

export function toolRoutes(app: FastifyInstance, services: Services) {
  const { requireUser } = guards(services);
  // 30 job starts a minute per caller, over all the tools together (one limiter shared by every job route).
  const jobLimit = services.config.rateLimits
    ? { onRequest: app.rateLimit({ max: 30, timeWindow: '1 minute', keyGenerator: callerKey(services) }) }
    : {};

  async function input(request: FastifyRequest, rules: Record<string, FileRule> = {}): Promise<RequestInput> {
    return readRequestInput(request, services, rules);
  }

  /** Runs a one-request tool's job to its end and hands back the finished job, or says why it is not. */
  async function finished(job: JobRow, wait = oneShotWaitMs.default): Promise<JobRow> {
    return awaitJobEnd(services, job, wait);
  }

  const failure = (job: JobRow) => new HttpError(502, { message: job.error ?? 'The job failed.', error: job.error });

  // --- Image to video (polled) -------------------------------------------------------------------------------
  route(
    app,
    {
      operation: 'imageToVideo.start',
      fields: [
        'prompt',
        'duration',
        'resolution',
        'first_frame_file',
        'first_frame_image',
        'custom_width',
        'custom_height',
      ],
    },
    {
      method: 'POST',
      url: '/ai/video/generate',
      preHandler: requireUser,
      ...jobLimit,
      handler: async (request) => {
        const account = accountOf(request);
        const body = await input(request, { first_frame_file: fileRules.firstFrame });
        const prompt = body.fields.prompt?.trim();
        if (!prompt) throw invalid('Prompt is required');
        if (!body.files.first_frame_file && !body.fields.first_frame_image?.trim()) {
          throw invalid('The model requires an image (upload a file or paste an image URL).');
        }
        const resolution = one(body.fields.resolution, Object.keys(videoSizes));
        if (!resolution) throw invalid('Resolution is required.');
        const duration = int(body.fields.duration) === 5 ? 5 : 8;
        const customWidth = int(body.fields.custom_width);
        const customHeight = int(body.fields.custom_height);
        if ((customWidth === undefined) !== (customHeight === undefined)) {
          throw invalid('Custom width and height must be sent together.');
        }
        if (
          customWidth !== undefined &&
          (customWidth < 64 || customWidth > 3840 || customHeight! < 64 || customHeight! > 3840)
        ) {
          throw invalid('Custom width and height must be between 64 and 3840 pixels.');
        }
        const [width, height] = customWidth !== undefined ? [customWidth, customHeight!] : videoSizes[resolution]!;
        const firstFrame = await fileOrUrl(body, services, {
          file: 'first_frame_file',
          url: 'first_frame_image',
          rule: fileRules.firstFrame,
        });
        const { job, credits } = await launchJob(services, {
          userId: account.id,
          tool: 'imageToVideo',
          cost: operationCost('imageToVideo', { resolution, duration }),
          title: titleFrom(prompt, 'Image to video'),
          params: { prompt, duration, width, height, resolution },
          files: { firstFrame },
        });
        return { task_id: job.id, status: 'QUEUED', credits };
      },
    },
  );

  // --- Image generation: classic (one request) and mystic (polled) -------------------------------------------
  function promptOf(fields: Record<string, string>) {
    const prompt = fields.prompt?.trim();
    if (!prompt) throw invalid('Please enter a prompt.');
    if (prompt.length > 4000) throw invalid('Prompt must be ≤ 4000 characters.');
    return prompt;
  }

  route(
    app,
    {
      operation: 'imageGeneration.generate',
      fields: ['prompt', 'size', 'negative_prompt', 'style', 'seed', 'cfg', 'width', 'height'],
    },
    {
      method: 'POST',
      url: '/ai/image/generate',
      preHandler: requireUser,
      ...jobLimit,
      handler: async (request) => {
        const account = accountOf(request);
        const { fields } = await input(request);
        const prompt = promptOf(fields);
        const aspect = fields.size && aspects[fields.size] ? fields.size : 'square_1_1';
        let [width, height] = sizeForAspect(aspect, 1024);
        const exactWidth = int(fields.width);
        const exactHeight = int(fields.height);
        if (exactWidth !== undefined || exactHeight !== undefined) {
          if (
            !exactWidth ||
            !exactHeight ||
            exactWidth < 64 ||
            exactHeight < 64 ||
            exactWidth > 2048 ||
            exactHeight > 2048
          ) {
            throw invalid('Width and height must be between 64 and 2048 pixels.');
          }
          [width, height] = [exactWidth, exactHeight];
        }
        const cfg = num(fields.cfg);
        if (cfg !== undefined && (cfg < 1 || cfg > 15)) throw invalid('CFG must be between 1 and 15.');
        const seed = int(fields.seed);
        const { job } = await launchJob(services, {
          userId: account.id,
          tool: 'imageGeneration',
          cost: operationCost('imageGeneration', {}),
          title: titleFrom(prompt, 'Generated image'),
          params: {
            prompt,
            width,
            height,
            negativePrompt: fields.negative_prompt?.trim() || undefined,
            style: fields.style?.trim() || undefined,
            seed,
            cfg,
          },
        });
        const done = await finished(job);
        if (done.state !== 'succeeded') throw failure(done);
        const [image] = await jobOutputs(services.db, done);
        if (!image) throw new HttpError(502, { message: 'Server did not return a saved_url.' });
        const [balance] = await services.db.query.users.findMany({
          where: (users, { eq }) => eq(users.id, account.id),
          limit: 1,
        });
        return {
          saved_url: mediaLink(services, linkBase(services, request), image),
          remaining_credits: balance?.credits,
          engine: done.engine,
          task_id: done.id,
        };
      },
    },
  );

  route(
    app,
    { operation: 'mystic.start', fields: ['prompt', 'size', 'resolution'] },
    {
      method: 'POST',
      url: '/ai/mystic/generate',
      preHandler: requireUser,
      ...jobLimit,
      handler: async (request) => {
        const account = accountOf(request);
        const { fields } = await input(request);
        const prompt = promptOf(fields);
        const plan = planOf(account.plan);
        const requested = fields.resolution ?? '';
        const allowed: readonly string[] = plan.resolutions;
        if (!allowed.includes(requested)) {
          throw new HttpError(403, {
            message: allowed.length
              ? `Your ${account.plan} plan allows ${allowed.join(', ')}.`
              : `Your ${account.plan} plan does not include Mystic resolutions.`,
            allowed,
            requested,
            plan: account.plan,
            upgrade_hint: 'Upgrade your plan to unlock higher resolutions.',
          });
        }
        const aspect = fields.size && aspects[fields.size] ? fields.size : 'square_1_1';
        const [width, height] = sizeForAspect(aspect, resolutionLongSide[requested] ?? 1024);
        const { job } = await launchJob(services, {
          userId: account.id,
          tool: 'mystic',
          cost: operationCost('mystic', { resolution: requested }),
          title: titleFrom(prompt, 'Generated image'),
          params: { prompt, width, height, resolution: requested },
        });
        return { task_id: job.id, status: 'QUEUED' };
      },
    },
  );

  // --- Image editor (polled) -------------------------------------------------------------------------------
  route(
    app,
    { operation: 'imageEdit.start', fields: ['image', 'image_url', 'prompt', 'strength', 'background', 'size'] },
    {
      method: 'POST',
      url: '/api/ai/edit',
      preHandler: requireUser,
      ...jobLimit,
      handler: async (request) => {
        const account = accountOf(request);
        const body = await input(request, { image: fileRules.editorImage });
        if (!body.files.image && !body.fields.image_url?.trim()) {
          throw invalid('Please upload an image or provide an image URL.');
        }
        const prompt = body.fields.prompt?.trim();
        if (!prompt) throw invalid('Prompt is required.');
        const strength = int(body.fields.strength) ?? 50;
        if (strength < 0 || strength > 100) throw invalid('Strength must be between 0 and 100.');
        const size = one(body.fields.size, ['512x512', '768x768', '1024x1024'] as const) ?? '1024x1024';
        // The spec: a URL wins over a file.
        const image = await fileOrUrl(body, services, {
          file: 'image',
          url: 'image_url',
          rule: fileRules.editorImage,
          prefer: 'url',
        });
        const { job } = await launchJob(services, {
          userId: account.id,
          tool: 'imageEdit',
          cost: operationCost('imageEdit', {}),
          title: titleFrom(prompt, 'Edited image'),
          params: { prompt, strength, size, background: body.fields.background?.trim() || undefined },
          files: { image },
        });
        return { task_id: job.id, status: 'PENDING' };
      },
    },
  );

  // --- Image studio: enhance and style (polled) -------------------------------------------------------------
  const studioScale = (value: string | undefined) => {
    const scale = int(value) ?? 4;
    if (![2, 4, 8, 16].includes(scale)) throw invalid('Scale must be 2, 4, 8 or 16.');
    return scale;
  };

  route(
    app,
    { operation: 'enhance.start', fields: ['image', 'image_url', 'prompt', 'scale'] },
    {
      method: 'POST',
      url: '/ai/enhance',
      preHandler: requireUser,
      ...jobLimit,
      handler: async (request) => {
        const account = accountOf(request);
        const body = await input(request, { image: fileRules.studioImage });
        if (!body.files.image && !body.fields.image_url?.trim()) throw invalid('Provide image or image URL');
        const scale = studioScale(body.fields.scale);
        const image = await fileOrUrl(body, services, { file: 'image', url: 'image_url', rule: fileRules.studioImage });
        const cost = operationCost('enhance', { scale });
        const { job, credits } = await launchJob(services, {
          userId: account.id,
          tool: 'enhance',
          cost,
          title: titleFrom(body.fields.prompt, `Enhanced ${scale}x`),
          params: { scale, prompt: body.fields.prompt?.trim() || undefined },
          files: { image },
        });
        return { task_id: job.id, status: 'starting', pricing: { total: cost }, credits };
      },
    },
  );

  route(
    app,
    {
      operation: 'style.start',
      fields: ['image', 'image_url', 'ref_image', 'ref_image_url', 'prompt', 'strength', 'preserve_structure', 'scale'],
    },
    {
      method: 'POST',
      url: '/ai/style',
      preHandler: requireUser,
      ...jobLimit,
      handler: async (request) => {
        const account = accountOf(request);
        const body = await input(request, { image: fileRules.studioImage, ref_image: fileRules.studioImage });
        const hasSource = body.files.image || body.fields.image_url?.trim();
        const hasReference = body.files.ref_image || body.fields.ref_image_url?.trim();
        if (!hasSource || !hasReference) throw invalid('Provide source image/URL and style ref image/URL');
        const strength = num(body.fields.strength) ?? 0.7;
        if (strength < 0 || strength > 1) throw invalid('Strength must be between 0 and 1.');
        const scale = studioScale(body.fields.scale);
        const [image, reference] = await Promise.all([
          fileOrUrl(body, services, { file: 'image', url: 'image_url', rule: fileRules.studioImage }),
          fileOrUrl(body, services, { file: 'ref_image', url: 'ref_image_url', rule: fileRules.studioImage }),
        ]);
        const cost = operationCost('style', { scale });
        const { job, credits } = await launchJob(services, {
          userId: account.id,
          tool: 'style',
          cost,
          title: titleFrom(body.fields.prompt, 'Style transfer'),
          params: {
            strength,
            scale,
            preserveStructure: body.fields.preserve_structure !== '0',
            prompt: body.fields.prompt?.trim() || undefined,
          },
          files: { image, reference },
        });
        return { task_id: job.id, status: 'starting', pricing: { total: cost }, credits };
      },
    },
  );

  // --- 4K video upscaler (polled) ---------------------------------------------------------------------------
  route(
    app,
    { operation: 'videoUpscale.start', fields: ['video', 'video_url'] },
    {
      method: 'POST',
      url: '/api/video/upscale',
      preHandler: requireUser,
      ...jobLimit,
      handler: async (request) => {
        const account = accountOf(request);
        const body = await input(request, { video: fileRules.upscaleVideo });
        if (!body.files.video && !body.fields.video_url?.trim()) {
          throw invalid('Upload a video or provide a valid video URL.');
        }
        const video = await fileOrUrl(body, services, {
          file: 'video',
          url: 'video_url',
          rule: fileRules.upscaleVideo,
        });
        const { job } = await launchJob(services, {
          userId: account.id,
          tool: 'videoUpscale',
          cost: operationCost('videoUpscale', {}),
          title: titleFrom(video?.name.replace(/\.[^.]+$/, ''), 'Upscaled video'),
          params: {},
          files: { video },
        });
        return {
          success: true,
          task_id: job.id,
          status_url: `/api/video/upscale/status?task_id=${encodeURIComponent(job.id)}`,
          // The spec's client sends it back; the server needs only the task id and never shows its paths.
          tmp_path: job.id,
        };
      },
    },
  );

  // --- One-request tools -------------------------------------------------------------------------------------
  async function runOneShot(
    request: FastifyRequest,
    tool: JobTool,
    launch: Omit<Parameters<typeof launchJob>[1], 'userId' | 'tool'>,
  ) {
    const account = accountOf(request);
    const { job, credits } = await launchJob(services, { ...launch, userId: account.id, tool });
    const done = await finished(job, tool === 'noMaskEdit' ? oneShotWaitMs.noMaskEdit : oneShotWaitMs.default);
    const [balance] = await services.db.query.users.findMany({
      where: (users, { eq }) => eq(users.id, account.id),
      limit: 1,
    });
    return { job: done, outputs: await jobOutputs(services.db, done), credits: balance?.credits ?? credits };
  }

  route(
    app,
    { operation: 'tts.speak', fields: ['text'] },
    {
      method: 'POST',
      url: '/api/v1/tts',
      preHandler: requireUser,
      ...jobLimit,
      handler: async (request) => {
        const { fields } = await input(request);
        const text = fields.text?.trim() ?? '';
        if (!text) throw invalid('Please type the text to speak.');
        if (text.length > 5000) throw invalid('The text must be at most 5000 characters.');
        const { job, outputs, credits } = await runOneShot(request, 'tts', {
          cost: operationCost('tts', {}),
          title: titleFrom(text, 'Speech'),
          params: { text },
        });
        if (job.state !== 'succeeded' || !outputs[0]) throw failure(job);
        return { url: mediaLink(services, linkBase(services, request), outputs[0]), credits, engine: job.engine };
      },
    },
  );

  route(
    app,
    { operation: 'avatar.generate', fields: ['script'] },
    {
      method: 'POST',
      url: '/api/v1/avatar',
      preHandler: requireUser,
      ...jobLimit,
      handler: async (request) => {
        const { fields } = await input(request);
        const script = fields.script?.trim() ?? '';
        if (!script) throw invalid('Please write a script.');
        if (script.length > avatarScriptLimit) {
          throw invalid(`The script must be at most ${avatarScriptLimit} characters.`);
        }
        const { job, outputs, credits } = await runOneShot(request, 'avatar', {
          cost: operationCost('avatar', {}),
          title: titleFrom(script, 'Avatar video'),
          params: { script },
        });
        if (job.state !== 'succeeded' || !outputs[0]) throw failure(job);
        return { url: mediaLink(services, linkBase(services, request), outputs[0]), credits, engine: job.engine };
      },
    },
  );

  route(
    app,
    {
      operation: 'productVideo.generate',
      fields: ['image', 'prompt', 'duration', 'resolution', 'fps', 'motion', 'style', 'aspect'],
    },
    {
      method: 'POST',
      url: '/api/v1/api/video/generate',
      preHandler: requireUser,
      ...jobLimit,
      handler: async (request) => {
        const body = await input(request, { image: fileRules.productImage });
        const image = body.files.image;
        if (!image) throw invalid('Please select an image.');
        const duration = int(body.fields.duration) ?? 5;
        if (duration < 2 || duration > 12) throw invalid('Duration must be between 2 and 12 seconds.');
        const fps = int(body.fields.fps) ?? 25;
        if (fps < 12 || fps > 30) throw invalid('FPS must be between 12 and 30.');
        const resolution = one(body.fields.resolution ?? '720p', ['480p', '720p', '1080p'] as const);
        if (!resolution) throw invalid('Resolution must be 480p, 720p or 1080p.');
        const motion = one(body.fields.motion ?? 'zoom', ['rotate', 'zoom', 'pan'] as const);
        if (!motion) throw invalid('Motion must be rotate, zoom or pan.');
        const aspect = body.fields.aspect
          ? one(body.fields.aspect, ['auto', '1:1', '16:9', '9:16'] as const)
          : undefined;
        if (body.fields.aspect && !aspect) throw invalid('Aspect must be auto, 1:1, 16:9 or 9:16.');
        const prompt = body.fields.prompt?.trim() ?? '';
        const { job, outputs, credits } = await runOneShot(request, 'productVideo', {
          cost: operationCost('productVideo', {}),
          title: titleFrom(prompt, 'Product video'),
          params: { prompt, duration, fps, resolution, motion, style: body.fields.style?.trim() ?? '', aspect },
          files: { image },
        });
        if (job.state !== 'succeeded' || !outputs[0]) throw failure(job);
        return { video_url: mediaLink(services, linkBase(services, request), outputs[0]), credits, engine: job.engine };
      },
    },
  );

  const aligns = [
    'top-left',
    'top',
    'top-right',
    'left',
    'center',
    'right',
    'bottom-left',
    'bottom',
    'bottom-right',
  ] as const;

  route(
    app,
    {
      operation: 'backgroundRemoval.remove',
      fields: [
        'image',
        'image_url',
        'bg_image',
        'bg_image_url',
        'bg_color',
        'canvas_width',
        'canvas_height',
        'bg_fit',
        'align',
        'padding',
      ],
    },
    {
      method: 'POST',
      url: '/ai/bg/remove',
      preHandler: requireUser,
      ...jobLimit,
      handler: async (request) => {
        const body = await input(request, { image: fileRules.bgSubject, bg_image: fileRules.bgBackground });
        const { fields } = body;
        if (!body.files.image && !fields.image_url?.trim()) {
          throw invalid('Upload an image or provide a valid image URL.');
        }
        const backgroundMode =
          ['bg_image_url', 'bg_color', 'canvas_width', 'canvas_height', 'bg_fit', 'align', 'padding'].some(
            (name) => fields[name] !== undefined,
          ) || Boolean(body.files.bg_image);
        const canvasWidth = int(fields.canvas_width);
        const canvasHeight = int(fields.canvas_height);
        for (const side of [canvasWidth, canvasHeight]) {
          if (side !== undefined && (side < 32 || side > 10000)) {
            throw invalid('Canvas width and height must be between 32 and 10000.');
          }
        }
        if ((canvasWidth === undefined) !== (canvasHeight === undefined)) {
          throw invalid('Canvas width and height must be given together.');
        }
        const padding = int(fields.padding) ?? 0;
        if (padding < 0 || padding > 2000) throw invalid('Padding must be between 0 and 2000.');
        const fit = fields.bg_fit === undefined ? 'contain' : one(fields.bg_fit, ['cover', 'contain', 'none'] as const);
        if (!fit) throw invalid('Fit must be cover, contain or none.');
        const align = fields.align === undefined ? 'center' : one(fields.align, aligns);
        if (!align)
          throw invalid(
            'Align must be one of top-left, top, top-right, left, center, right, bottom-left, bottom, bottom-right.',
          );
        const color = fields.bg_color?.trim() || '#FFFFFF';
        if (backgroundMode && !/^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color)) {
          throw invalid('The background colour must be a hex colour such as #FFFFFF.');
        }
        const [image, background] = await Promise.all([
          fileOrUrl(body, services, { file: 'image', url: 'image_url', rule: fileRules.bgSubject }),
          backgroundMode
            ? fileOrUrl(body, services, { file: 'bg_image', url: 'bg_image_url', rule: fileRules.bgBackground })
            : undefined,
        ]);
        const { job, outputs, credits } = await runOneShot(request, 'backgroundRemoval', {
          cost: operationCost('backgroundRemoval', {}),
          title: backgroundMode ? 'Background composite' : 'Background removed',
          params: {
            mode: backgroundMode ? 'background' : 'transparent',
            color: background ? undefined : color,
            canvasWidth,
            canvasHeight,
            fit,
            align,
            padding,
          },
          files: { image, background },
        });
        if (job.state !== 'succeeded' || !outputs[0]) {
          return { success: false, error: job.error ?? 'Background processing failed.', credits };
        }
        return {
          success: true,
          file: { url: mediaLink(services, linkBase(services, request), outputs[0]) },
          credits,
          engine: job.engine,
        };
      },
    },
  );

  route(
    app,
    { operation: 'ocr.extract', fields: ['image'] },
    {
      method: 'POST',
      url: '/api/image/text',
      preHandler: requireUser,
      ...jobLimit,
      handler: async (request) => {
        const body = await input(request, { image: fileRules.ocrImage });
        const image = body.files.image;
        if (!image) throw invalid('Please select an image.');
        const { job, credits } = await runOneShot(request, 'ocr', {
          cost: operationCost('ocr', {}),
          title: 'Text extraction',
          params: {},
          files: { image },
        });
        if (job.state !== 'succeeded') throw failure(job);
        return {
          text: typeof job.output?.text === 'string' ? job.output.text : '',
          words: Array.isArray(job.output?.words) ? job.output.words : [],
          credits,
          engine: job.engine,
        };
      },
    },
  );

  route(
    app,
    { operation: 'noMaskEdit.edit', fields: ['prompt', 'image', 'size', 'n'] },
    {
      method: 'POST',
      url: '/api/openai/image-edit-simple',
      preHandler: requireUser,
      ...jobLimit,
      handler: async (request) => {
        const body = await input(request, { image: fileRules.noMaskImage });
        const prompt = body.fields.prompt?.trim();
        if (!prompt) throw invalid('Please enter a prompt.');
        const image = body.files.image;
        if (!image) throw invalid('Please select an image (PNG/JPG).');
        const size = Number((body.fields.size ?? '1024x1024').split('x')[0]);
        if (![256, 512, 1024].includes(size)) throw invalid('Size must be 256x256, 512x512 or 1024x1024.');
        const variations = Math.min(4, Math.max(1, int(body.fields.n) ?? 1));
        const { job, outputs } = await runOneShot(request, 'noMaskEdit', {
          cost: operationCost('noMaskEdit', {}),
          title: titleFrom(prompt, 'Edited image'),
          params: { prompt, size, variations },
          files: { image },
        });
        if (job.state !== 'succeeded' || !outputs.length) {
          return { status: 'error', message: job.error ?? 'Edit failed.', details: { body: job.error ?? '' } };
        }
        const base = linkBase(services, request);
        const [source] = await services.db.query.media.findMany({
          where: (media, { eq }) => eq(media.id, (job.input as { files: Record<string, string> }).files.image ?? ''),
          limit: 1,
        });
        return {
          status: 'ok',
          input_url: source ? mediaLink(services, base, source) : undefined,
          items: outputs.map((row, index) => ({
            url: mediaLink(services, base, row),
            filename: `variation-${index + 1}.${row.fileName.split('.').pop()}`,
          })),
          engine: job.engine,
        };
      },
    },
  );

  route(
    app,
    { operation: 'stabilityEdit.edit', fields: ['image', 'prompt', 'strength', 'output_format'] },
    {
      method: 'POST',
      url: '/api/stability/single',
      preHandler: requireUser,
      ...jobLimit,
      handler: async (request) => {
        const body = await input(request, { image: fileRules.stabilityImage });
        const image = body.files.image;
        if (!image) throw invalid('Please choose a PNG/JPEG/WEBP under 12MB.');
        const prompt = body.fields.prompt?.trim();
        if (!prompt) throw invalid('Please enter a prompt.');
        const strength = num(body.fields.strength) ?? 0.35;
        if (strength < 0 || strength > 1) throw invalid('Strength must be between 0 and 1.');
        const outputFormat = one(body.fields.output_format ?? 'png', ['png', 'jpeg', 'webp'] as const);
        if (!outputFormat) throw invalid('Output format must be png, jpeg or webp.');
        const { job, outputs } = await runOneShot(request, 'stabilityEdit', {
          cost: operationCost('stabilityEdit', {}),
          title: titleFrom(prompt, 'Edited image'),
          params: { prompt, strength, outputFormat },
          files: { image },
        });
        if (job.state !== 'succeeded' || !outputs[0]) return { ok: false, error: job.error ?? 'Edit failed.' };
        return { ok: true, url: mediaLink(services, linkBase(services, request), outputs[0]), engine: job.engine };
      },
    },
  );
}
