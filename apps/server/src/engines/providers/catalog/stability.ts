// Stability AI's Stable Image API as this server uses it, current on 2026-11-29. Source: Stability's published OpenAPI
// description (vendored in fixtures/providers/stability.subset.json, see SOURCES.md there): the endpoints, the formats
// and limits of each input, the 10 MiB request cap (413 above it).

export const stabilityCatalog = {
  checkedOn: '2026-11-29',
  endpoints: {
    edit: '/v2beta/stable-image/generate/sd3',
    removeBackground: '/v2beta/stable-image/edit/remove-background',
    /** The cheapest read: the account's credit balance (checks the key). */
    balance: '/v1/user/balance',
  },
  limits: {
    /** SD3's `prompt` (and `negative_prompt`): 1 to 10,000 characters. */
    promptMaxLength: 10_000,
    /** SD3 image-to-image: jpeg, png or webp in, png, jpeg or webp out; every side at least 64 px; over 10 MiB is 413. */
    edit: {
      types: ['image/jpeg', 'image/png', 'image/webp'],
      minSide: 64,
      maxBytes: 10 * 1024 * 1024 - 64 * 1024,
    },
    /**
     * Remove background: jpeg, png or webp; 4,096 to 4,194,304 pixels (the published description's rule; Stability's
     * prose pages have said 9,437,184: the smaller cap is sent, which both accept); sides of 64 px or more; aspect
     * 1:2.5-2.5:1.
     */
    removeBackground: {
      types: ['image/jpeg', 'image/png', 'image/webp'],
      minSide: 64,
      maxPixels: 4_194_304,
      aspect: [1 / 2.5, 2.5] as const,
      maxBytes: 10 * 1024 * 1024 - 64 * 1024,
    },
  },
} as const;
