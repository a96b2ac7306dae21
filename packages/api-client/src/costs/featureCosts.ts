/** Credits per use, from the spec's table. */
export const featureCosts = {
  default: 1,
  bg_remover: 1,
  image_editor: 2,
  text_to_image: 2,
  image_to_video: 5,
  image_enhancer: 1,
  image_to_text: 1,
} as const;

export type CostFeature = keyof typeof featureCosts;

/** Scale add-ons: 2k 1, 4k 2, 8k 3, 16k 4. */
export const scaleCosts = { '2k': 1, '4k': 2, '8k': 3, '16k': 4 } as const;

export type CostScale = keyof typeof scaleCosts;

export function featureCost(feature: string): number {
  return (featureCosts as Record<string, number>)[feature] ?? featureCosts.default;
}

/** The add-on for a scale given as '4k' or as the studio's factor 4; unknown scales add nothing. */
export function scaleCost(scale: string | number | undefined): number {
  if (scale === undefined) return 0;
  const key = typeof scale === 'number' ? `${scale}k` : scale.toLowerCase();
  return (scaleCosts as Record<string, number>)[key] ?? 0;
}

export function estimateEnhanceCost(scale: string | number | undefined): number {
  return featureCosts.image_enhancer + scaleCost(scale);
}

export function estimateTransformCost(scale: string | number | undefined): number {
  return featureCosts.image_editor + scaleCost(scale);
}
