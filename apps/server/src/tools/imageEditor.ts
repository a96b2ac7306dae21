import { imageEditTool } from '@mediakit/api-client/tools';
import { titleFrom } from '../jobs/launch';
import { needFile, serverTool } from './serverTool';

/** The image editor: one image edited by the prompt at a strength (0 to 100), out at a square size. */
export const imageEdit = serverTool({
  definition: imageEditTool,
  engine: 'imageEdit',
  title: ({ prompt }) => titleFrom(prompt, 'Edited image'),
  run: (engines, input, files, run) =>
    engines.imageEdit(
      {
        image: needFile(files, 'image'),
        prompt: input.prompt,
        strength: input.strength,
        ...(input.background ? { background: input.background } : {}),
        size: input.size,
      },
      run,
    ),
});
