import * as v from 'valibot';
import { featureCosts, scaleCost } from '../costs/featureCosts';
import { plans } from '../plans/plans';
import { oneOf, optionalText, requiredText, wholeNumber } from './fields';
import type {
  JobOperations,
  JobToolDefinition,
  OneShotToolDefinition,
  PlanRefusal,
  StatusWords,
} from './toolDefinition';
import type { OperationContract } from '../operations/operationContract';

/**
 * The image generator: the free plan's one-request classic call, and the paid plans' polled Mystic job at the
 * resolutions the plan allows (the plan rule and its upgrade hint are defined here, once).
 */

/** The spec's nine aspects, as width:height, in the order the picker shows them. */
export const imageAspectRatios = {
  square_1_1: [1, 1],
  widescreen_16_9: [16, 9],
  social_story_9_16: [9, 16],
  portrait_2_3: [2, 3],
  standard_3_2: [3, 2],
  social_post_4_5: [4, 5],
  classic_4_3: [4, 3],
  traditional_3_4: [3, 4],
  vertical_1_2: [1, 2],
} as const satisfies Record<string, readonly [number, number]>;

export type ImageAspectName = keyof typeof imageAspectRatios;

export const imageAspectNames = [
  'square_1_1',
  'widescreen_16_9',
  'social_story_9_16',
  'portrait_2_3',
  'standard_3_2',
  'social_post_4_5',
  'classic_4_3',
  'traditional_3_4',
  'vertical_1_2',
] as const satisfies readonly ImageAspectName[];

/** The image tools' plans (section 6): the resolutions each may ask for; free has the classic call only. */
export const imagePlanResolutions = {
  free: [],
  plus: ['1k'],
  pro: ['1k', '2k'],
  business: ['1k', '2k', '4k'],
} as const satisfies Record<string, readonly string[]>;

export type ImagePlanName = keyof typeof imagePlanResolutions;

export const imageResolutions = ['1k', '2k', '4k'] as const;

/** Long side of each resolution, in pixels. */
const resolutionLongSide: Record<string, number> = { '1k': 1024, '2k': 2048, '4k': 4096 };

export const imageGeneratorLimits = {
  promptMax: 4000,
  /** The classic call's exact size (Mediakit's extension), each side. */
  side: { min: 64, max: 2048 },
  cfg: { min: 1, max: 15 },
};

/** A plan as the server or a partner spells it ('Pro', ' business '); anything else is not an image plan. */
export function imagePlanOf(value: unknown): ImagePlanName | undefined {
  const plan = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return plan in imagePlanResolutions ? (plan as ImagePlanName) : undefined;
}

/** The 403 answer when `plan` may not ask for `requested`; undefined when it may. An unknown plan is free. */
export function imagePlanRefusal(planName: string, requested: string): PlanRefusal | undefined {
  const plan = imagePlanOf(planName) ?? 'free';
  const allowed: readonly string[] = imagePlanResolutions[plan];
  if (allowed.includes(requested)) return undefined;
  const upgrade = (Object.keys(imagePlanResolutions) as ImagePlanName[]).find((name) =>
    (imagePlanResolutions[name] as readonly string[]).includes(requested),
  );
  return {
    message: allowed.length
      ? `Your ${plan} plan allows ${allowed.join(', ')}.`
      : `Your ${plan} plan makes classic images only.`,
    allowed,
    requested,
    plan,
    upgrade_hint: upgrade
      ? // The plan to upgrade to, by its name in the one plans table.
        `Upgrade to ${plans[upgrade].name} for ${requested.toUpperCase()}.`
      : 'Upgrade your plan to unlock higher resolutions.',
  };
}

/** Pixel size of an aspect with its long side at `longSide`, both sides multiples of 8. */
export function imageSizeFor(aspect: string, longSide: number): [number, number] {
  const [w, h] = imageAspectRatios[aspect as ImageAspectName] ?? [1, 1];
  const scale = longSide / Math.max(w, h);
  const round8 = (value: number) => Math.max(8, Math.round((value * scale) / 8) * 8);
  return [round8(w), round8(h)];
}

/** Pixel size of a Mystic image: its aspect at its resolution's long side. */
export const mysticSize = (aspect: string, resolution: string) =>
  imageSizeFor(aspect, resolutionLongSide[resolution] ?? 1024);

export const imageGenerationOperations = {
  generate: { method: 'POST', path: '/ai/image/generate', body: 'json', idempotent: true },
} as const satisfies Record<string, OperationContract>;

export const mysticOperations = {
  start: { method: 'POST', path: '/ai/mystic/generate', body: 'json', idempotent: true },
  status: {
    method: 'GET',
    path: '/ai/mystic/status/{taskId}',
    body: 'none',
    poll: { everyMs: 2500, slowerWhile: { AWAITING_ASSET: 3500 }, limitMs: 300_000 } /* 5 minutes */,
    done: ['OK'],
  },
} as const satisfies JobOperations;

export const imageGenerationCost = () => featureCosts.text_to_image;
/** text_to_image, plus the scale add-on of section 9 for 2k and 4k. */
export const mysticCost = ({ resolution }: { resolution?: string }) =>
  featureCosts.text_to_image + scaleCost(resolution);

/** The image tools' prompt: required, at most 4000 characters (section 5). */
export const imagePrompt = () =>
  requiredText('Please enter a prompt.', {
    length: imageGeneratorLimits.promptMax,
    message: 'Prompt must be ≤ 4000 characters.',
  });
// An unknown aspect is drawn square, as the spec's client sends whatever the picker held.
const size = () => v.optional(v.fallback(v.picklist(imageAspectNames), 'square_1_1'), 'square_1_1');

const sideMessage = 'Width and height must be between 64 and 2048 pixels.';

const classicInput = () =>
  v.pipe(
    v.object({
      prompt: imagePrompt(),
      size: size(),
      negative_prompt: optionalText(),
      style: optionalText(),
      seed: v.optional(
        v.pipe(v.number('The seed must be a whole number.'), v.integer('The seed must be a whole number.')),
      ),
      cfg: v.optional(
        v.pipe(
          v.number('CFG must be between 1 and 15.'),
          v.minValue(imageGeneratorLimits.cfg.min, 'CFG must be between 1 and 15.'),
          v.maxValue(imageGeneratorLimits.cfg.max, 'CFG must be between 1 and 15.'),
        ),
      ),
      width: wholeNumber(imageGeneratorLimits.side, sideMessage),
      height: wholeNumber(imageGeneratorLimits.side, sideMessage),
    }),
    v.check((fields) => (fields.width === undefined) === (fields.height === undefined), sideMessage),
  );

export type ImageGenerationFields = v.InferOutput<ReturnType<typeof classicInput>>;

const mysticInput = () =>
  v.object({
    prompt: imagePrompt(),
    size: size(),
    resolution: oneOf(imageResolutions, 'Resolution must be 1k, 2k or 4k.'),
  });

export type MysticFields = v.InferOutput<ReturnType<typeof mysticInput>>;

export const imageGenerationTool = {
  kind: 'one-shot',
  name: 'imageGeneration',
  label: 'Text to Image',
  project: 'Images',
  output: 'image',
  operations: imageGenerationOperations,
  uploads: {},
  input: classicInput,
  cost: imageGenerationCost,
  words: { succeeded: 'ok', failed: 'failed' },
} satisfies OneShotToolDefinition<ImageGenerationFields>;

const mysticStatus: StatusWords = {
  started: 'QUEUED',
  queued: 'QUEUED',
  running: (progress) => (progress >= 0.5 ? 'AWAITING_ASSET' : 'IN_PROGRESS'),
  succeeded: 'ok',
  failed: 'failed',
  fields: { succeeded: ([url]) => ({ saved_url: url }) },
};

export const mysticTool = {
  kind: 'job',
  name: 'mystic',
  label: 'Text to Image (Mystic)',
  project: 'Images',
  output: 'image',
  operations: mysticOperations,
  uploads: {},
  input: mysticInput,
  cost: mysticCost,
  planRefusal: (plan, { resolution }) => imagePlanRefusal(plan, resolution),
  status: mysticStatus,
} satisfies JobToolDefinition<MysticFields>;
