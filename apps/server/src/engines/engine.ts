// The seam between the job system and the code that makes media. A job worker calls one engine per job with the
// job's validated input; the engine reads its input files from disk, writes its outputs into `run.workDir`, and
// returns them. The worker stores the outputs in the media library, answers the job's status, and removes
// `workDir` whatever happens. Engines never touch the database, credits or HTTP.

/** A file on disk: an uploaded input, a fetched URL input, or an output the engine wrote. */
export interface EngineFile {
  /** Absolute path. Inputs are read-only; outputs live inside `EngineRun.workDir`. */
  path: string;
  /** Sniffed MIME type, e.g. 'image/png', 'video/mp4', 'audio/mpeg'. */
  contentType: string;
}

/** What the worker gives every engine call. */
export interface EngineRun {
  /** A private, empty, temporary folder for this call. The worker deletes it after storing the outputs. */
  workDir: string;
  /** Aborted when the job is cancelled or times out: stop child processes and return promptly. */
  signal: AbortSignal;
  /** Progress from 0 to 1, for tools whose status shows it (the 4K upscaler). Optional to call. */
  progress(fraction: number): void;
}

/** Which implementation produced an output: 'local' for the built-in engines, else the provider's id. */
export type EngineName = 'local' | (string & {});

export interface EngineOutput {
  engine: EngineName;
  /** Output files, in order (no-mask edit returns one per variation). */
  files: EngineFile[];
}

export interface OcrWordBox {
  text: string;
  /** Pixels in the input image. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Fit = 'cover' | 'contain' | 'none';
export type Align =
  'top-left' | 'top' | 'top-right' | 'left' | 'center' | 'right' | 'bottom-left' | 'bottom' | 'bottom-right';

/** Every engine by tool. Inputs are already validated against the spec's rules by the route. */
export interface Engines {
  chat(input: { prompt: string }, run: EngineRun): Promise<{ engine: EngineName; reply: string }>;
  /** mp3 (audio/mpeg). The spec sends the request even with empty text: the engine must cope with it. */
  textToSpeech(input: { text: string }, run: EngineRun): Promise<EngineOutput>;
  /** A portrait (uploaded, or generated when absent) + the spoken script + captions: mp4. */
  avatar(input: { script: string; portrait?: EngineFile }, run: EngineRun): Promise<EngineOutput>;
  /** PNG at exactly width x height. `style`, `negativePrompt`, `seed` and `cfg` come from the text-to-image studio. */
  imageGenerate(
    input: {
      prompt: string;
      width: number;
      height: number;
      negativePrompt?: string;
      style?: string;
      seed?: number;
      cfg?: number;
    },
    run: EngineRun,
  ): Promise<EngineOutput>;
  /** Prompt-driven edit of one image; `strength` 0..100; output `size` is 'WxH' (square). */
  imageEdit(
    input: { image: EngineFile; prompt: string; strength: number; background?: string; size: string },
    run: EngineRun,
  ): Promise<EngineOutput>;
  /** `variations` outputs, each different; `size` 256, 512 or 1024 (square). */
  noMaskEdit(
    input: { image: EngineFile; prompt: string; size: number; variations: number },
    run: EngineRun,
  ): Promise<EngineOutput>;
  /** `strength` 0..1; output in `outputFormat`. */
  stabilityEdit(
    input: { image: EngineFile; prompt: string; strength: number; outputFormat: 'png' | 'jpeg' | 'webp' },
    run: EngineRun,
  ): Promise<EngineOutput>;
  /** Upscale by `scale` (2, 4, 8 or 16), capped at a documented pixel limit. */
  enhance(input: { image: EngineFile; scale: number; prompt?: string }, run: EngineRun): Promise<EngineOutput>;
  /** Style transfer of `reference` onto `image`; `strength` 0..1. */
  style(
    input: {
      image: EngineFile;
      reference: EngineFile;
      strength: number;
      preserveStructure: boolean;
      scale: number;
      prompt?: string;
    },
    run: EngineRun,
  ): Promise<EngineOutput>;
  /** Transparent cut-out, optionally composed onto a background (file, else colour) on a canvas: PNG. */
  backgroundRemove(
    input: {
      image: EngineFile;
      mode: 'transparent' | 'background';
      background?: { file?: EngineFile; color?: string };
      canvas?: { width: number; height: number; fit: Fit; align: Align; padding: number };
    },
    run: EngineRun,
  ): Promise<EngineOutput>;
  ocr(input: { image: EngineFile }, run: EngineRun): Promise<{ engine: EngineName; text: string; words: OcrWordBox[] }>;
  /** mp4 from a first frame: `duration` 5 or 8 s, `width` x `height` from the resolution or custom size. */
  imageToVideo(
    input: { firstFrame: EngineFile; prompt: string; duration: number; width: number; height: number },
    run: EngineRun,
  ): Promise<EngineOutput>;
  /** mp4: `duration` 2..12 s, `fps` 12..30, `motion` rotate/zoom/pan, `aspect` auto/1:1/16:9/9:16. */
  productVideo(
    input: {
      image: EngineFile;
      prompt: string;
      duration: number;
      resolution: '480p' | '720p' | '1080p';
      fps: number;
      motion: 'rotate' | 'zoom' | 'pan';
      style: string;
      aspect?: 'auto' | '1:1' | '16:9' | '9:16';
    },
    run: EngineRun,
  ): Promise<EngineOutput>;
  /** mp4 at 3840x2160; reports progress. */
  videoUpscale(input: { video: EngineFile }, run: EngineRun): Promise<EngineOutput>;
}

export type EngineTool = keyof Engines;
