import {
  backgroundComposerLimits,
  backgroundModeFields,
  backgroundRemovalTool,
  type BackgroundRemovalFields,
} from '@mediakit/api-client/tools';
import { needFile, serverTool } from './serverTool';

/** Background mode: any of its fields was sent (the spec's Add Background), else a transparent cut-out. */
const inBackgroundMode = (input: BackgroundRemovalFields) =>
  backgroundModeFields.some((name) => input[name] !== undefined);

/**
 * The background remover and composer: the cut-out alone, or set on the background (a file, else a URL, else the
 * colour, default #FFFFFF) on a canvas with its fit, alignment and padding.
 */
export const backgroundRemoval = serverTool({
  definition: backgroundRemovalTool,
  engine: 'backgroundRemove',
  title: (input) => (inBackgroundMode(input) ? 'Background composite' : 'Background removed'),
  run: (engines, input, files, run) => {
    const image = needFile(files, 'image');
    if (!inBackgroundMode(input)) return engines.backgroundRemove({ image, mode: 'transparent' }, run);
    const background = files.background
      ? { file: files.background }
      : { color: input.bg_color ?? backgroundComposerLimits.defaultColor };
    const canvas =
      input.canvas_width !== undefined && input.canvas_height !== undefined
        ? {
            width: input.canvas_width,
            height: input.canvas_height,
            fit: input.bg_fit ?? 'contain',
            align: input.align ?? 'center',
            padding: input.padding ?? 0,
          }
        : undefined;
    return engines.backgroundRemove({ image, mode: 'background', background, ...(canvas ? { canvas } : {}) }, run);
  },
  answer: ({ job, links: [url], credits }) =>
    job.state === 'succeeded' && url
      ? { success: true, file: { url }, credits, engine: job.engine }
      : { success: false, error: job.error ?? 'Background processing failed.', credits },
});
