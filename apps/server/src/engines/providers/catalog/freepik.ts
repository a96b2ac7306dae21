// Freepik's AI API (Magnific) as this server uses it, current on 2026-11-29. Source: docs.freepik.com's API reference
// (each endpoint's OpenAPI block; the ones we call are vendored in fixtures/providers/freepik.subset.json): Freepik now
// documents the host api.magnific.com with the header X-Magnific-API-Key; the older api.freepik.com takes
// x-freepik-api-key.

export const freepikCatalog = {
  checkedOn: '2026-11-29',
  defaultBaseUrl: 'https://api.magnific.com',
  /** The key's header on each documented host; any other host (a proxy, a stand-in) gets the current one. */
  keyHeaders: { 'api.magnific.com': 'x-magnific-api-key', 'api.freepik.com': 'x-freepik-api-key' } as Record<
    string,
    string
  >,
  endpoints: {
    mystic: '/v1/ai/mystic',
    klingCreate: '/v1/ai/image-to-video/kling-v2-1-std',
    klingStatus: '/v1/ai/image-to-video/kling-v2-1',
    upscaler: '/v1/ai/image-upscaler',
    styleTransfer: '/v1/ai/image-style-transfer',
  },
  limits: {
    /** The upscaler refuses outputs over 25.3 megapixels; its factors are 2x, 4x, 8x and 16x. */
    upscalerOutputPixels: 25_300_000,
    upscalerFactors: [2, 4, 8, 16],
    /** Kling 2.1's first frame: jpg or png, at most 10 MB, at least 300 px a side, aspect between 1:2.5 and 2.5:1. */
    klingImage: {
      types: ['image/jpeg', 'image/png'],
      maxBytes: 10_000_000,
      minSide: 300,
      aspect: [1 / 2.5, 2.5] as const,
    },
    /** Kling 2.1's prompt (and negative prompt): at most 2,500 characters. */
    klingPromptMaxLength: 2500,
  },
} as const;

/** The header that carries the key at a base URL. */
export function freepikKeyHeader(baseUrl: string): string {
  return freepikCatalog.keyHeaders[new URL(baseUrl).hostname] ?? freepikCatalog.keyHeaders['api.magnific.com']!;
}

/** The largest upscaler factor (at most the one asked) whose output stays within Freepik's pixel cap. */
export function upscalerFactor(width: number, height: number, asked: number): number | undefined {
  const fitting = freepikCatalog.limits.upscalerFactors.filter(
    (factor) => factor <= asked && width * height * factor * factor <= freepikCatalog.limits.upscalerOutputPixels,
  );
  return fitting.at(-1);
}
