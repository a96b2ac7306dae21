import { stabilityEditTool } from '@mediakit/api-client/tools';
import { titleFrom } from '../jobs/launch';
import { needFile, serverTool } from './serverTool';

/** The single-image edit on a stability model: the image edited by the prompt at a strength, in the format asked. */
export const stabilityEdit = serverTool({
  definition: stabilityEditTool,
  engine: 'stabilityEdit',
  title: ({ prompt }) => titleFrom(prompt, 'Edited image'),
  run: (engines, input, files, run) =>
    engines.stabilityEdit(
      {
        image: needFile(files, 'image'),
        prompt: input.prompt,
        strength: input.strength,
        outputFormat: input.output_format,
      },
      run,
    ),
  answer: ({ job, links: [url], credits }) =>
    job.state === 'succeeded' && url
      ? { ok: true, url, credits, engine: job.engine }
      : { ok: false, error: job.error ?? 'Edit failed.', credits },
});
