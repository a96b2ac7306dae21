import { checkFile, megabytes, type FileRejection } from '@mediakit/tool-runtime';

export const outputFormats = ['png', 'jpeg', 'webp'] as const;
export type OutputFormat = (typeof outputFormats)[number];

export const defaultStrength = 0.35;
export const strengthStep = 0.05;
/** "Under 12 MB": a file of exactly 12 MiB is already too large. */
export const maxImageBytes = megabytes(12) - 1;
/** PNG, JPEG or WEBP; the extensions cover platforms that report no type for a dragged file. */
export const acceptedImageTypes = ['image/png', 'image/jpeg', 'image/webp', '.png', '.jpg', '.jpeg', '.webp'] as const;

export interface StabilityEditValues {
  image: File | null;
  prompt: string;
  /** 0 to 1. */
  strength: number;
  outputFormat: OutputFormat;
}

export const defaultStabilityEditValues: StabilityEditValues = {
  image: null,
  prompt: '',
  strength: defaultStrength,
  outputFormat: 'png',
};

export type StabilityEditPhase = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface StabilityEditState {
  values: StabilityEditValues;
  phase: StabilityEditPhase;
  /** Set by the first submit attempt, so empty fields are not flagged before the user tried. */
  showErrors: boolean;
  /** Why the last picked file was refused; the previous image stays selected. */
  imageRejection?: FileRejection;
  /** The edited image's URL. */
  resultUrl?: string;
  /** Which engine made it ('local': the server's own, not an AI model). */
  engine?: string | undefined;
  /** The prompt and image the result was made from, so the compare view matches it even after edits. */
  resultOf?: { prompt: string; image: File; outputFormat: OutputFormat };
  error?: string;
}

export type StabilityEditAction =
  | { type: 'image-picked'; file: File | null }
  | { type: 'prompt-changed'; prompt: string }
  | { type: 'strength-changed'; strength: number }
  | { type: 'format-changed'; outputFormat: OutputFormat }
  | { type: 'submit-rejected' }
  | { type: 'started' }
  | { type: 'succeeded'; url: string; engine?: string | undefined; of: NonNullable<StabilityEditState['resultOf']> }
  | { type: 'failed'; error: string }
  | { type: 'reset'; values?: Partial<StabilityEditValues> };

/** Strength stays within 0 to 1 (two decimals, free of float noise); anything unreadable falls back to 0.35. */
export function clampStrength(strength: number): number {
  if (!Number.isFinite(strength)) return defaultStrength;
  return Number(Math.min(1, Math.max(0, strength)).toFixed(2));
}

export function isOutputFormat(value: unknown): value is OutputFormat {
  return outputFormats.includes(value as OutputFormat);
}

/** Why a file cannot be sent (wrong type, empty, 12 MB or more), checked before any upload. */
export function checkImage(file: File): FileRejection | undefined {
  return checkFile(file, { accept: acceptedImageTypes, maxBytes: maxImageBytes });
}

export function initialStabilityEditState(defaults?: Partial<StabilityEditValues>): StabilityEditState {
  const values = { ...defaultStabilityEditValues, ...defaults };
  return {
    values: {
      image: values.image && checkImage(values.image) === undefined ? values.image : null,
      prompt: typeof values.prompt === 'string' ? values.prompt : '',
      strength: clampStrength(values.strength),
      outputFormat: isOutputFormat(values.outputFormat) ? values.outputFormat : defaultStabilityEditValues.outputFormat,
    },
    phase: 'idle',
    showErrors: false,
  };
}

export function stabilityEditReducer(state: StabilityEditState, action: StabilityEditAction): StabilityEditState {
  switch (action.type) {
    case 'image-picked': {
      if (!action.file) return { ...state, imageRejection: undefined, values: { ...state.values, image: null } };
      const rejection = checkImage(action.file);
      if (rejection) return { ...state, imageRejection: rejection };
      return { ...state, imageRejection: undefined, values: { ...state.values, image: action.file } };
    }
    case 'prompt-changed':
      return { ...state, values: { ...state.values, prompt: action.prompt } };
    case 'strength-changed':
      return { ...state, values: { ...state.values, strength: clampStrength(action.strength) } };
    case 'format-changed':
      return isOutputFormat(action.outputFormat)
        ? { ...state, values: { ...state.values, outputFormat: action.outputFormat } }
        : state;
    case 'submit-rejected':
      return { ...state, showErrors: true };
    case 'started':
      return { ...state, phase: 'pending', showErrors: true, error: undefined };
    case 'succeeded':
      return state.phase === 'pending'
        ? { ...state, phase: 'succeeded', resultUrl: action.url, engine: action.engine, resultOf: action.of }
        : state;
    case 'failed':
      return state.phase === 'pending' ? { ...state, phase: 'failed', error: action.error } : state;
    case 'reset':
      return initialStabilityEditState(action.values);
  }
}

export type StabilityEditFieldErrors = Partial<Record<'prompt' | 'image', 'promptRequired' | 'imageInvalid'>>;

/** The message keys of what blocks submission, whether or not they are shown yet. */
export function validateStabilityEdit(state: StabilityEditState): StabilityEditFieldErrors {
  const errors: StabilityEditFieldErrors = {};
  if (!state.values.image) errors.image = 'imageInvalid';
  if (!state.values.prompt.trim()) errors.prompt = 'promptRequired';
  return errors;
}

/** What the view shows under each field: a refused file at once, missing fields after the first submit attempt. */
export function visibleFieldErrors(state: StabilityEditState): StabilityEditFieldErrors {
  const errors = state.showErrors ? validateStabilityEdit(state) : {};
  if (state.imageRejection) errors.image = 'imageInvalid';
  return errors;
}

export function canSubmit(state: StabilityEditState): boolean {
  return state.phase !== 'pending' && Object.keys(validateStabilityEdit(state)).length === 0;
}
