import type { HttpContext } from '../http/httpContext';
import { createStudioJob } from './studioJob';
import type { EnhanceApi, EnhanceInput, StyleApi } from './types';

function sourceFields({ image, imageUrl, prompt, scale }: EnhanceInput) {
  return { ...(image ? { image } : { image_url: imageUrl }), prompt, scale };
}

export function createEnhanceApi(ctx: HttpContext): EnhanceApi {
  return createStudioJob(ctx, 'enhance', sourceFields);
}

export function createStyleApi(ctx: HttpContext): StyleApi {
  return createStudioJob(ctx, 'style', (input) => ({
    ...sourceFields(input),
    ...(input.refImage ? { ref_image: input.refImage } : { ref_image_url: input.refImageUrl }),
    strength: input.strength,
    preserve_structure: input.preserveStructure ?? true,
  }));
}
