import type { NoMaskEditInput, NoMaskEditResult } from '@mediakit/api-client';
import { checkFile, megabytes, type FileRejection } from '@mediakit/tool-runtime';

/** The output sizes the endpoint accepts, as the edge of a square. */
export const noMaskEditSizes = [256, 512, 1024] as const;
export type NoMaskEditSize = (typeof noMaskEditSizes)[number];

/** The endpoint's `size` field for each edge: always a square. */
export const squareSizes = {
  256: '256x256',
  512: '512x512',
  1024: '1024x1024',
} as const satisfies Record<NoMaskEditSize, NonNullable<NoMaskEditInput['size']>>;

export const minVariations = 1;
export const maxVariations = 4;
/** The spec states "about 10 MB"; we hold to 10 MiB so nothing is refused only after a long upload. */
export const maxImageBytes = megabytes(10);
/** PNG or JPG; the extensions cover platforms that report no type for a dragged file. */
export const acceptedImageTypes = ['image/png', 'image/jpeg', '.png', '.jpg', '.jpeg'] as const;

export interface NoMaskEditValues {
  prompt: string;
  image: File | null;
  size: NoMaskEditSize;
  variations: number;
}

export const defaultNoMaskEditValues: NoMaskEditValues = { prompt: '', image: null, size: 1024, variations: 1 };

export type NoMaskEditPhase = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface NoMaskEditState {
  values: NoMaskEditValues;
  phase: NoMaskEditPhase;
  /** Set by the first submit attempt, so empty fields are not flagged before the user tried. */
  showErrors: boolean;
  /** Why the last picked file was refused; the previous image stays selected. */
  imageRejection?: FileRejection;
  result?: NoMaskEditResult;
  /** The image and prompt the result was made from, so previews match it even after the fields change. */
  resultOf?: { image: File; prompt: string };
  error?: string;
}

export type NoMaskEditAction =
  | { type: 'prompt-changed'; prompt: string }
  | { type: 'image-picked'; file: File | null }
  | { type: 'size-changed'; size: NoMaskEditSize }
  | { type: 'variations-changed'; variations: number }
  | { type: 'submit-rejected' }
  | { type: 'started' }
  | { type: 'succeeded'; result: NoMaskEditResult; of: { image: File; prompt: string } }
  | { type: 'failed'; error: string }
  | { type: 'reset'; values: NoMaskEditValues };

export function initialNoMaskEditState(defaults?: Partial<NoMaskEditValues>): NoMaskEditState {
  return { values: normalizeValues({ ...defaultNoMaskEditValues, ...defaults }), phase: 'idle', showErrors: false };
}

/** Variations are whole numbers from 1 to 4; anything else (NaN, 0, 9, 2.6) is brought into range. */
export function clampVariations(variations: number): number {
  if (!Number.isFinite(variations)) return minVariations;
  return Math.min(maxVariations, Math.max(minVariations, Math.round(variations)));
}

export function isNoMaskEditSize(size: unknown): size is NoMaskEditSize {
  return noMaskEditSizes.includes(size as NoMaskEditSize);
}

function normalizeValues(values: NoMaskEditValues): NoMaskEditValues {
  return {
    prompt: typeof values.prompt === 'string' ? values.prompt : '',
    image: values.image && checkImage(values.image) === undefined ? values.image : null,
    size: isNoMaskEditSize(values.size) ? values.size : defaultNoMaskEditValues.size,
    variations: clampVariations(values.variations),
  };
}

/** Why a file cannot be sent (wrong type, empty, over 10 MB), checked before any upload. */
export function checkImage(file: File): FileRejection | undefined {
  return checkFile(file, { accept: acceptedImageTypes, maxBytes: maxImageBytes });
}

export function noMaskEditReducer(state: NoMaskEditState, action: NoMaskEditAction): NoMaskEditState {
  switch (action.type) {
    case 'prompt-changed':
      return { ...state, values: { ...state.values, prompt: action.prompt } };
    case 'image-picked': {
      if (!action.file) return { ...state, imageRejection: undefined, values: { ...state.values, image: null } };
      const rejection = checkImage(action.file);
      if (rejection) return { ...state, imageRejection: rejection };
      return { ...state, imageRejection: undefined, values: { ...state.values, image: action.file } };
    }
    case 'size-changed':
      return isNoMaskEditSize(action.size) ? { ...state, values: { ...state.values, size: action.size } } : state;
    case 'variations-changed':
      return { ...state, values: { ...state.values, variations: clampVariations(action.variations) } };
    case 'submit-rejected':
      return { ...state, showErrors: true };
    case 'started':
      return { ...state, phase: 'pending', showErrors: true, result: undefined, resultOf: undefined, error: undefined };
    case 'succeeded':
      return state.phase === 'pending'
        ? { ...state, phase: 'succeeded', result: action.result, resultOf: action.of }
        : state;
    case 'failed':
      return state.phase === 'pending' ? { ...state, phase: 'failed', error: action.error } : state;
    case 'reset':
      return initialNoMaskEditState(action.values);
  }
}

export type NoMaskEditFieldErrors = Partial<
  Record<'prompt' | 'image', 'promptRequired' | 'imageRequired' | 'imageTooLarge'>
>;

/** The message keys of what blocks submission, whether or not they are shown yet. */
export function validateNoMaskEdit(state: NoMaskEditState): NoMaskEditFieldErrors {
  const errors: NoMaskEditFieldErrors = {};
  if (!state.values.prompt.trim()) errors.prompt = 'promptRequired';
  if (!state.values.image) errors.image = 'imageRequired';
  return errors;
}

/** What the view shows under each field: a refused file at once, missing fields after the first submit attempt. */
export function visibleFieldErrors(state: NoMaskEditState): NoMaskEditFieldErrors {
  const errors = state.showErrors ? validateNoMaskEdit(state) : {};
  if (state.imageRejection) errors.image = state.imageRejection === 'too-large' ? 'imageTooLarge' : 'imageRequired';
  return errors;
}

export function canSubmit(state: NoMaskEditState): boolean {
  return state.phase !== 'pending' && Object.keys(validateNoMaskEdit(state)).length === 0;
}
