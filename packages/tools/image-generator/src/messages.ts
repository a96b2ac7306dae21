/**
 * Every user-facing string of the image generator; pass `messages` to override any of them. The validation and error
 * texts are the spec's (document 001, sections 5 and 8), verbatim.
 */
export const imageGeneratorMessages = {
  title: 'AI Image Generator',
  promptLabel: 'Prompt',
  promptPlaceholder: 'Describe the image you want…',
  promptHint: 'Ctrl+Enter (⌘+Enter on a Mac) generates the image.',
  aspectLabel: 'Aspect ratio',
  aspectSquare: 'Square (1:1)',
  aspectWidescreen: 'Widescreen (16:9)',
  aspectSocialStory: 'Social story (9:16)',
  aspectPortrait: 'Portrait (2:3)',
  aspectStandard: 'Standard (3:2)',
  aspectSocialPost: 'Social post (4:5)',
  aspectClassic: 'Classic (4:3)',
  aspectTraditional: 'Traditional (3:4)',
  aspectVertical: 'Vertical (1:2)',
  resolutionLabel: 'Resolution',
  resolution1k: '1K',
  resolution2k: '2K',
  resolution4k: '4K',
  resolutionFreeNote: 'Free plan: images are generated at the standard size for the chosen aspect ratio.',
  resolutionLocked: '{resolution} (upgrade your plan)',
  upgradeHint: 'Upgrade your plan to unlock {resolutions}.',
  planLabel: 'Plan: {plan}',
  planChecking: 'Checking your plan…',
  resolutionChecking: 'Checking which resolutions your plan includes…',
  submit: 'Generate',
  pending: 'Generating…',
  resultHeading: 'Result',
  resultDownload: 'Download',
  resultCopyLink: 'Copy Link',
  resultOpen: 'Open',
  resultAlt: 'Generated image for: {prompt}',
  storedPathLabel: 'Stored image path (JSON)',
  copyJson: 'Copy JSON',
  jsonCopied: 'JSON copied.',
  jsonCopyFailed: 'Could not copy. Select the JSON and copy it instead.',
  recentHeading: 'Recent',
  recentEmpty: 'Your last 10 images appear here.',
  recentClear: 'Clear recent',
  /** The size as a ratio ('16:9'), the resolution ('1K') and the engine that made it ('Local engine'). */
  recentMeta: '{size} · {resolution} · {engine}',
  /** The same for an image whose engine the server did not name. */
  recentMetaNoEngine: '{size} · {resolution}',
  recentListLabel: 'Recent images',
  recentOpen: 'Open',
  recentOpenLabel: 'Open image: {prompt}',
  recentUsePrompt: 'Use prompt',
  recentUsePromptLabel: 'Use prompt: {prompt}',
  recentNoResolution: 'standard size',
  /** The server's built-in engine (not an AI model), where a result names its engine. */
  engineLocal: 'Local engine',

  // Status texts.
  statusSending: 'Sending your prompt…',
  statusGeneratingClassic: 'Generating your image…',
  statusQueued: 'Queued…',
  statusPending: 'Generating your image…',
  statusFinalizing: 'Finalizing asset…',
  statusSucceeded: 'Your image is ready.',

  // Validation (section 5), verbatim.
  promptRequired: 'Please enter a prompt.',
  promptTooLong: 'Prompt must be ≤ 4000 characters.',
  notLoggedIn: 'You are not logged in. Please login to generate images.',
  resolutionRequired: 'Please choose a resolution.',
  creditsShort: 'Not enough credits. Need {required}, you have {have}.',

  // Error catalogue (section 8), verbatim.
  unauthenticated: 'Unauthenticated. Please login again.',
  planLimit: 'Your {plan} plan allows {allowed}.',
  planLimitUnknownPlan: 'Your plan allows {allowed}.',
  planLimitNone: 'none',
  timedOut: 'Timed out after 5 minutes. Please try again.',
  generationFailed: 'Generation failed.',
  pollingError: 'Status polling error',
  missingSavedUrl: 'Server did not return a saved_url.',
  missingTaskId: 'No task_id returned from server.',
  invalidInput: 'Invalid input (422).',
  networkError: 'Network/CORS error: failed to reach the API.',
} as const;

export type ImageGeneratorMessages = { [Key in keyof typeof imageGeneratorMessages]: string };
