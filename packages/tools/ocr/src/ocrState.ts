import type { OcrResult } from '@mediakit/api-client';

export type OcrPhase = 'idle' | 'extracting' | 'succeeded' | 'failed';

export interface CreditShortfall {
  required: number;
  have: number;
}

export interface OcrState {
  file: File | null;
  phase: OcrPhase;
  result?: OcrResult;
  /** A problem with the chosen file (missing or not JPEG/PNG). */
  fileError?: string;
  /** A failure of the request (credits, network, server). */
  error?: string;
  shortfall?: CreditShortfall;
}

export type OcrAction =
  | { type: 'file-chosen'; file: File | null }
  | { type: 'file-rejected'; error: string }
  | { type: 'blocked'; error: string; shortfall: CreditShortfall }
  | { type: 'extracting' }
  | { type: 'extracted'; result: OcrResult }
  | { type: 'failed'; error: string; shortfall?: CreditShortfall }
  | { type: 'reset' };

export const initialOcrState: OcrState = { file: null, phase: 'idle' };

/** The OCR state machine, free of React and the network. A new file drops the previous result. */
export function ocrReducer(state: OcrState, action: OcrAction): OcrState {
  switch (action.type) {
    case 'file-chosen':
      return { file: action.file, phase: 'idle' };
    case 'file-rejected':
      // The previous file (and its result) stays: a wrong pick never throws away a good one.
      return { ...state, fileError: action.error };
    case 'blocked':
      return { ...state, error: action.error, shortfall: action.shortfall };
    case 'extracting':
      return { file: state.file, phase: 'extracting' };
    case 'extracted':
      return state.phase === 'extracting' ? { file: state.file, phase: 'succeeded', result: action.result } : state;
    case 'failed':
      return state.phase === 'extracting'
        ? { file: state.file, phase: 'failed', error: action.error, shortfall: action.shortfall }
        : state;
    case 'reset':
      return initialOcrState;
  }
}

const jpegOrPngTypes = ['image/jpeg', 'image/png'];

/** JPEG or PNG (document 001, section 5). A file with no type (some drags) is judged by its extension. */
export function isJpegOrPng(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type) return jpegOrPngTypes.includes(file.type.toLowerCase());
  return /\.(jpe?g|png)$/i.test(file.name);
}

/** The .txt name for an image: its name without the extension, else the fallback. Sanitised by the caller. */
export function textFileBaseName(imageName: string | undefined, fallback: string): string {
  const base = (imageName ?? '').replace(/\.[^.]*$/, '').trim();
  return base || fallback;
}
