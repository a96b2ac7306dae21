// Stability AI's Stable Image API as this server uses it, current on 2026-11-28. Source: Stability's API reference
// (platform.stability.ai/docs/api-reference, its OpenAPI at api.stability.ai/v2beta/openapi): the endpoints, the
// formats and limits of each input, the 10 MiB request cap (413 above it).

export const stabilityCatalog = {
  checkedOn: '2026-11-28',
  endpoints: {
    edit: '/v2beta/stable-image/generate/sd3',
    removeBackground: '/v2beta/stable-image/edit/remove-background',
    /** The cheapest read: the account's credit balance (checks the key). */
    balance: '/v1/user/balance',
  },
  limits: {
    /** SD3 image-to-image: jpeg, png or webp, every side at least 64 px; requests over 10 MiB answer 413. */
    edit: {
      types: ['image/jpeg', 'image/png', 'image/webp'],
      minSide: 64,
      maxBytes: 10 * 1024 * 1024 - 64 * 1024,
    },
    /** Remove background: jpeg, png or webp; 4,096 to 9,437,184 pixels; sides of 64 px or more; aspect 1:2.5-2.5:1. */
    removeBackground: {
      types: ['image/jpeg', 'image/png', 'image/webp'],
      minSide: 64,
      maxPixels: 9_437_184,
      aspect: [1 / 2.5, 2.5] as const,
      maxBytes: 10 * 1024 * 1024 - 64 * 1024,
    },
  },
} as const;
