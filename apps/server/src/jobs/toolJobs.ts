import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Align, EngineFile, EngineName, EngineRun, Engines, Fit, OcrWordBox } from '../engines/engine';
import { textContentType } from '../inputs/sniff';

/** The tools whose work runs as a job in a worker: every paid tool but chat. */
export const jobTools = [
  'imageToVideo',
  'mystic',
  'imageEdit',
  'enhance',
  'style',
  'videoUpscale',
  'tts',
  'avatar',
  'productVideo',
  'backgroundRemoval',
  'ocr',
  'imageGeneration',
  'noMaskEdit',
  'stabilityEdit',
] as const;
export type JobTool = (typeof jobTools)[number];

/** What a job stores as input: its parameters, and its input files as media ids by role. */
export interface JobInput {
  title: string;
  params: Record<string, string | number | boolean | undefined>;
  files: Record<string, string>;
}

export interface ToolResult {
  engine: EngineName;
  files: EngineFile[];
  text?: string;
  words?: OcrWordBox[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** Calls the tool's engine with the job's validated input and its input files on disk. */
export async function runToolEngine(
  engines: Engines,
  tool: JobTool,
  { params }: JobInput,
  files: Record<string, EngineFile>,
  run: EngineRun,
): Promise<ToolResult> {
  const need = (role: string) => {
    const file = files[role];
    if (!file) throw new Error(`The job has no ${role} file.`);
    return file;
  };
  switch (tool) {
    case 'tts':
      return engines.textToSpeech({ text: text(params.text) }, run);
    case 'avatar':
      return engines.avatar(
        { script: text(params.script), ...(files.portrait ? { portrait: files.portrait } : {}) },
        run,
      );
    case 'imageGeneration':
    case 'mystic':
      return engines.imageGenerate(
        {
          prompt: text(params.prompt),
          width: number(params.width, 1024),
          height: number(params.height, 1024),
          ...(params.negativePrompt ? { negativePrompt: text(params.negativePrompt) } : {}),
          ...(params.style ? { style: text(params.style) } : {}),
          ...(typeof params.seed === 'number' ? { seed: params.seed } : {}),
          ...(typeof params.cfg === 'number' ? { cfg: params.cfg } : {}),
        },
        run,
      );
    case 'imageEdit':
      return engines.imageEdit(
        {
          image: need('image'),
          prompt: text(params.prompt),
          strength: number(params.strength, 50),
          ...(params.background ? { background: text(params.background) } : {}),
          size: text(params.size) || '1024x1024',
        },
        run,
      );
    case 'noMaskEdit':
      return engines.noMaskEdit(
        {
          image: need('image'),
          prompt: text(params.prompt),
          size: number(params.size, 1024),
          variations: number(params.variations, 1),
        },
        run,
      );
    case 'stabilityEdit':
      return engines.stabilityEdit(
        {
          image: need('image'),
          prompt: text(params.prompt),
          strength: number(params.strength, 0.35),
          outputFormat: (text(params.outputFormat) || 'png') as 'png' | 'jpeg' | 'webp',
        },
        run,
      );
    case 'enhance':
      return engines.enhance(
        {
          image: need('image'),
          scale: number(params.scale, 4),
          ...(params.prompt ? { prompt: text(params.prompt) } : {}),
        },
        run,
      );
    case 'style':
      return engines.style(
        {
          image: need('image'),
          reference: need('reference'),
          strength: number(params.strength, 0.7),
          preserveStructure: params.preserveStructure !== false,
          scale: number(params.scale, 4),
          ...(params.prompt ? { prompt: text(params.prompt) } : {}),
        },
        run,
      );
    case 'backgroundRemoval': {
      const mode = params.mode === 'background' ? 'background' : 'transparent';
      return engines.backgroundRemove(
        {
          image: need('image'),
          mode,
          ...(mode === 'background'
            ? {
                background: {
                  ...(files.background ? { file: files.background } : {}),
                  ...(params.color ? { color: text(params.color) } : {}),
                },
                ...(typeof params.canvasWidth === 'number' && typeof params.canvasHeight === 'number'
                  ? {
                      canvas: {
                        width: params.canvasWidth,
                        height: params.canvasHeight,
                        fit: (text(params.fit) || 'contain') as Fit,
                        align: (text(params.align) || 'center') as Align,
                        padding: number(params.padding, 0),
                      },
                    }
                  : {}),
              }
            : {}),
        },
        run,
      );
    }
    case 'ocr': {
      const result = await engines.ocr({ image: need('image') }, run);
      // The words are kept in the library as a .txt, like every paid output (Projects links to it).
      const path = join(run.workDir, 'text.txt');
      await writeFile(path, result.text, 'utf8');
      return {
        engine: result.engine,
        files: [{ path, contentType: textContentType }],
        text: result.text,
        words: result.words,
      };
    }
    case 'imageToVideo':
      return engines.imageToVideo(
        {
          firstFrame: need('firstFrame'),
          prompt: text(params.prompt),
          duration: number(params.duration, 8),
          width: number(params.width, 1280),
          height: number(params.height, 720),
        },
        run,
      );
    case 'productVideo':
      return engines.productVideo(
        {
          image: need('image'),
          prompt: text(params.prompt),
          duration: number(params.duration, 5),
          resolution: (text(params.resolution) || '720p') as '480p' | '720p' | '1080p',
          fps: number(params.fps, 25),
          motion: (text(params.motion) || 'zoom') as 'rotate' | 'zoom' | 'pan',
          style: text(params.style),
          ...(params.aspect ? { aspect: text(params.aspect) as 'auto' | '1:1' | '16:9' | '9:16' } : {}),
        },
        run,
      );
    case 'videoUpscale':
      return engines.videoUpscale({ video: need('video') }, run);
  }
}
