import type { BackgroundAlign, BackgroundRemovalInput } from '@mediakit/api-client';
import { backgroundComposerLimits, backgroundRemovalUploads } from '@mediakit/api-client/tools';
import { isHttpUrl, type UploadRule } from '@mediakit/tool-runtime';
import type { BackgroundComposerMessages } from './messages';

export type ComposerMode = 'transparent' | 'background';
export type BackgroundFit = 'cover' | 'contain' | 'none';

export const composerModes: readonly ComposerMode[] = ['transparent', 'background'];
export const backgroundFits: readonly BackgroundFit[] = backgroundComposerLimits.fits;
export const backgroundAligns: readonly BackgroundAlign[] = backgroundComposerLimits.aligns;

/** The subject and the background: images of at most 10 MB each, as the server takes them. */
export const composerImageUpload: UploadRule = backgroundRemovalUploads.image;

/** The spec's limits (document 001, section 5), from the tool's definition. */
export const canvasSizeRange = backgroundComposerLimits.canvasSide;
export const paddingRange = backgroundComposerLimits.padding;
export const defaultBackgroundColor = backgroundComposerLimits.defaultColor;

/** Everything a partner may preset through `defaultValues`. */
export interface ComposerValues {
  mode: ComposerMode;
  subjectUrl: string;
  backgroundUrl: string;
  backgroundColor: string;
  canvasWidth: number;
  canvasHeight: number;
  padding: number;
  fit: BackgroundFit;
  align: BackgroundAlign;
}

export const defaultComposerValues: ComposerValues = {
  mode: 'transparent',
  subjectUrl: '',
  backgroundUrl: '',
  backgroundColor: defaultBackgroundColor,
  canvasWidth: 1024,
  canvasHeight: 1024,
  padding: 0,
  fit: 'cover',
  align: 'center',
};

/** Each field's problem: the key of its message (`validateComposition`), or a message. */
export interface ComposerFieldErrors<Word extends string = string> {
  subject?: Word;
  background?: Word;
  backgroundUrl?: Word;
  backgroundColor?: Word;
}

/** The form: values and the chosen files (their bytes already checked by the upload fields). */
export interface ComposerState {
  values: ComposerValues;
  subjectFile: File | null;
  backgroundFile: File | null;
}

/** The form as one object of values, files included, as `useTool` holds it. */
export interface ComposerForm extends ComposerValues {
  subjectFile: File | null;
  backgroundFile: File | null;
}

/** The form's parts, read from the flat form. */
export const composerStateOf = (form: ComposerForm): ComposerState => ({
  values: form,
  subjectFile: form.subjectFile,
  backgroundFile: form.backgroundFile,
});

/** A whole number inside the range; anything that is not a finite number gives `undefined` (the caller keeps the old value). */
export function clampToRange(value: number, range: { min: number; max: number }): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  return Math.min(range.max, Math.max(range.min, Math.round(value)));
}

const hexColorPattern = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return hexColorPattern.test(value.trim());
}

/** A colour the native picker accepts (#rrggbb), whatever is typed in the text field. */
export function pickerColor(color: string): string {
  const value = color.trim();
  if (!isHexColor(value)) return '#ffffff';
  if (value.length === 4) return `#${[...value.slice(1)].map((digit) => digit + digit).join('')}`.toLowerCase();
  return value.toLowerCase();
}

function pick<Value>(value: unknown, allowed: readonly Value[], fallback: Value): Value {
  return allowed.includes(value as Value) ? (value as Value) : fallback;
}

/** Partner-supplied values made safe: unknown options fall back to the defaults and numbers are clamped. */
export function sanitizeComposerValues(values: Partial<ComposerValues> | undefined): ComposerValues {
  const base = defaultComposerValues;
  if (!values) return base;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  const number = (value: unknown, range: { min: number; max: number }, fallback: number) =>
    (typeof value === 'number' ? clampToRange(value, range) : undefined) ?? fallback;
  const color = text(values.backgroundColor, base.backgroundColor);
  return {
    mode: pick(values.mode, composerModes, base.mode),
    subjectUrl: text(values.subjectUrl, base.subjectUrl),
    backgroundUrl: text(values.backgroundUrl, base.backgroundUrl),
    backgroundColor: isHexColor(color) ? color.trim() : base.backgroundColor,
    canvasWidth: number(values.canvasWidth, canvasSizeRange, base.canvasWidth),
    canvasHeight: number(values.canvasHeight, canvasSizeRange, base.canvasHeight),
    padding: number(values.padding, paddingRange, base.padding),
    fit: pick(values.fit, backgroundFits, base.fit),
    align: pick(values.align, backgroundAligns, base.align),
  };
}

export function initialComposerState(values: ComposerValues = defaultComposerValues): ComposerState {
  return { values, subjectFile: null, backgroundFile: null };
}

/** The form `useTool` starts from: the partner's defaults made safe, no files chosen. */
export function initialComposerForm(defaults: Partial<ComposerValues> | undefined): ComposerForm {
  return { ...sanitizeComposerValues(defaults), subjectFile: null, backgroundFile: null };
}

/** A changed form with its numbers in range: a cleared or non-numeric size keeps the last good value instead of sending nonsense. */
export function normalizeComposerForm(next: ComposerForm, current: ComposerForm): ComposerForm {
  return {
    ...next,
    canvasWidth: clampToRange(next.canvasWidth, canvasSizeRange) ?? current.canvasWidth,
    canvasHeight: clampToRange(next.canvasHeight, canvasSizeRange) ?? current.canvasHeight,
    padding: clampToRange(next.padding, paddingRange) ?? current.padding,
  };
}

/** Which background the request will carry: the file, else the URL, else the colour. */
export type BackgroundSource = 'file' | 'url' | 'color';

export function backgroundSourceOf(state: Pick<ComposerState, 'backgroundFile' | 'values'>): BackgroundSource {
  if (state.backgroundFile) return 'file';
  if (state.values.backgroundUrl.trim()) return 'url';
  return 'color';
}

/** The messages a composition's problems are said in. */
export type CompositionProblem = keyof Pick<
  BackgroundComposerMessages,
  'subjectRequired' | 'backgroundUrlInvalid' | 'colorInvalid'
>;

/**
 * Every rule of document 001 §5 for this tool that can be checked before sending (the upload fields check the files'
 * bytes), each field's problem as the key of its message; an empty object means valid.
 */
export function validateComposition(
  state: Pick<ComposerState, 'subjectFile' | 'backgroundFile' | 'values'>,
): ComposerFieldErrors<CompositionProblem> {
  const errors: ComposerFieldErrors<CompositionProblem> = {};
  const { subjectFile, values } = state;
  if (!subjectFile && !isHttpUrl(values.subjectUrl)) errors.subject = 'subjectRequired';
  if (values.mode === 'background') {
    const source = backgroundSourceOf(state);
    if (source === 'url' && !isHttpUrl(values.backgroundUrl)) errors.backgroundUrl = 'backgroundUrlInvalid';
    if (source === 'color' && !isHexColor(values.backgroundColor)) errors.backgroundColor = 'colorInvalid';
  }
  return errors;
}

/**
 * The request for a valid state. Only the winning subject and background are sent (file, then URL, then colour),
 * and Transparent Only sends no background fields at all.
 */
export function removalInputOf(
  state: Pick<ComposerState, 'subjectFile' | 'backgroundFile' | 'values'>,
): BackgroundRemovalInput {
  const { subjectFile, backgroundFile, values } = state;
  const subject = subjectFile ? { image: subjectFile } : { imageUrl: values.subjectUrl.trim() };
  if (values.mode === 'transparent') return subject;
  const source = backgroundSourceOf(state);
  return {
    ...subject,
    background: {
      ...(source === 'file' && backgroundFile ? { image: backgroundFile } : {}),
      ...(source === 'url' ? { imageUrl: values.backgroundUrl.trim() } : {}),
      ...(source === 'color' ? { color: values.backgroundColor.trim() } : {}),
      canvasWidth: values.canvasWidth,
      canvasHeight: values.canvasHeight,
      fit: values.fit,
      align: values.align,
      padding: values.padding,
    },
  };
}
