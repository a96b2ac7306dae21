// OpenAI's models, defaults and limits as this server uses them, current on 2026-11-28. Sources: OpenAI's OpenAPI
// document (openai/openai-openapi f85dbe2, 2026-08-21; the subset in fixtures/providers/openai.subset.json) for the
// model ids and limits, and OpenAI's deprecations page for the shut-down dates.

export const openAiCatalog = {
  checkedOn: '2026-11-28',
  defaults: {
    chat: 'gpt-5.4-mini',
    speech: 'gpt-4o-mini-tts-2025-12-15',
    voice: 'alloy',
    image: 'gpt-image-2',
  },
  /** Models that were shut down or will be, by date (YYYY-MM-DD): a configured one is reported before it fails. */
  shutdowns: {
    'gpt-image-1': '2026-10-23',
    'gpt-image-1.5': '2026-12-01',
    'gpt-image-1-mini': '2026-12-01',
    'gpt-4o-mini-tts': '2027-01-06',
    'gpt-4o-mini': '2027-01-14',
  } as Record<string, string>,
  limits: {
    /** CreateSpeechRequest.input maxLength. */
    speechInputCharacters: 4096,
    /** The GPT image models' edit inputs: png, webp or jpg, each under 50 MB. */
    editInputTypes: ['image/png', 'image/jpeg', 'image/webp'],
    editInputBytes: 50 * 1024 * 1024,
    /** The standard sizes every GPT image model makes (gpt-image-2 also takes others within its limits). */
    imageSizes: ['1024x1024', '1536x1024', '1024x1536'],
  },
} as const;

/** Whether a model is shut down on `today`, or will be within `warnDays`: the words to say, else undefined. */
export function shutdownNotice(model: string, today = new Date(), warnDays = 45): string | undefined {
  const date = openAiCatalog.shutdowns[model];
  if (!date) return undefined;
  const days = Math.ceil((Date.parse(`${date}T00:00:00Z`) - today.getTime()) / 86_400_000);
  if (days <= 0) return `${model} was shut down by OpenAI on ${date}.`;
  if (days <= warnDays) return `${model} will be shut down by OpenAI on ${date}.`;
  return undefined;
}
