// Replicate's models as this server uses them, current on 2026-11-29. Source: Replicate's own model metadata as it
// publishes it on the npm registry (all-the-public-replicate-models 1.352.0: each model's latest version id and that
// version's input schema; the inputs of the models below are vendored in fixtures/providers/replicate.inputs.json,
// which the tests check this table and every prediction's input against). An official model (Replicate runs and
// versions it: `POST /models/{owner}/{name}/predictions`) has no version here; any other is pinned to a version
// (`POST /predictions` with `version`), so that a new upload by its owner never changes what users get.

import type { ImageRules } from '../conform';

export interface ReplicateModel {
  /** The pinned version id (64 hex digits); absent for an official model. */
  version?: string;
  /** Its image input, made to fit before sending (the types its code reads; our own pixel caps, see below). */
  image?: ImageRules;
}

export const replicateCatalog = {
  checkedOn: '2026-11-29',
  apiUrl: 'https://api.replicate.com/v1',
  /** Replicate's documented limit for a file sent inline as a data URL; larger files are uploaded (POST /files). */
  inlineFileBytes: 256 * 1024,
  defaults: {
    imageGenerate: 'black-forest-labs/flux-schnell',
    enhance: 'nightmareai/real-esrgan',
    backgroundRemove: '851-labs/background-remover',
  },
  models: {
    // FLUX.1 [schnell], official on Replicate: prompt, aspect_ratio from its enum, about 1 megapixel, 1 to 4 outputs.
    'black-forest-labs/flux-schnell': {},
    // Real-ESRGAN x4 (optional GFPGAN faces): `scale` 0..10. Replicate documents no input cap for it; we send at most
    // 2.25 MP, which at x4 is the studio's 36 MP output limit (more would be thrown away here anyway).
    'nightmareai/real-esrgan': {
      version: 'f121d640bd286e1fdc67f9799164c1d5be36ff74576ee11c803ae5b665dd46aa',
      image: { types: ['image/png', 'image/jpeg', 'image/webp'], maxPixels: 2_250_000 },
    },
    // InSPyReNet-based cut-out (transparent-background): soft alpha with threshold 0, PNG out.
    '851-labs/background-remover': {
      version: 'a029dff38972b5fda4ec5d75d7d1cd25aeff621d2cf4946a41055d7db66b80bc',
      image: { types: ['image/png', 'image/jpeg', 'image/webp'] },
    },
    // rembg (U^2-Net), the most run cut-out on Replicate: an alternative by MEDIAKIT_REPLICATE_BACKGROUND_MODEL.
    'cjwbw/rembg': {
      version: 'fb8af171cfa1616ddcf1242c093f9c46bcada5ad4cf6f2fbe8b81b330ec5c003',
      image: { types: ['image/png', 'image/jpeg', 'image/webp'] },
    },
  } as Record<string, ReplicateModel>,
  /** FLUX.1 [schnell]'s aspect_ratio enum, as width / height. */
  fluxAspects: ['1:1', '16:9', '21:9', '3:2', '2:3', '4:5', '5:4', '3:4', '4:3', '9:16', '9:21'],
} as const;

/** A model reference as configured: `owner/name` (the table's version, or an official model) or `owner/name:version`. */
export function replicateModelRef(reference: string): { model: string; version?: string } | undefined {
  const match = /^([\w.-]+\/[\w.-]+)(?::([0-9a-f]{64}))?$/.exec(reference.trim());
  if (!match) return undefined;
  const [, model, version] = match;
  return { model: model!, version: version ?? replicateCatalog.models[model!]?.version };
}

/** The enum value of FLUX's aspect_ratio closest to a pixel size. */
export function fluxAspect(width: number, height: number): string {
  const ratio = (aspect: string) => {
    const [w, h] = aspect.split(':').map(Number);
    return w! / h!;
  };
  return replicateCatalog.fluxAspects.reduce((best, candidate) =>
    Math.abs(Math.log(ratio(candidate) / (width / height))) < Math.abs(Math.log(ratio(best) / (width / height)))
      ? candidate
      : best,
  );
}
