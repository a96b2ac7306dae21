import { enhanceTool, styleTool } from '@mediakit/api-client/tools';
import { titleFrom } from '../jobs/launch';
import { needFile, serverTool } from './serverTool';

/** The studio's Enhance: the image upscaled by its scale. */
export const enhance = serverTool({
  definition: enhanceTool,
  engine: 'enhance',
  title: ({ prompt, scale }) => titleFrom(prompt, `Enhanced ${scale}x`),
  run: (engines, input, files, run) =>
    engines.enhance(
      { image: needFile(files, 'image'), scale: input.scale, ...(input.prompt ? { prompt: input.prompt } : {}) },
      run,
    ),
});

/** The studio's Transform: the reference's style on the image, at a strength, upscaled by its scale. */
export const style = serverTool({
  definition: styleTool,
  engine: 'style',
  title: ({ prompt }) => titleFrom(prompt, 'Style transfer'),
  run: (engines, input, files, run) =>
    engines.style(
      {
        image: needFile(files, 'image'),
        reference: needFile(files, 'reference'),
        strength: input.strength,
        preserveStructure: input.preserve_structure,
        scale: input.scale,
        ...(input.prompt ? { prompt: input.prompt } : {}),
      },
      run,
    ),
});
