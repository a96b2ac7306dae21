import { imageGenerationTool, imageSizeFor, mysticSize, mysticTool } from '@mediakit/api-client/tools';
import { HttpError } from '../http/httpError';
import { titleFrom } from '../jobs/launch';
import { jobFailure, serverTool } from './serverTool';

/** The free plan's classic image: the aspect's standard size (1024 on the long side), or the exact size sent. */
export const imageGeneration = serverTool({
  definition: imageGenerationTool,
  engine: 'imageGenerate',
  title: ({ prompt }) => titleFrom(prompt, 'Generated image'),
  run: (engines, input, _files, run) => {
    const [width, height] =
      input.width !== undefined && input.height !== undefined
        ? [input.width, input.height]
        : imageSizeFor(input.size, 1024);
    return engines.imageGenerate(
      {
        prompt: input.prompt,
        width,
        height,
        ...(input.negative_prompt ? { negativePrompt: input.negative_prompt } : {}),
        ...(input.style ? { style: input.style } : {}),
        ...(input.seed !== undefined ? { seed: input.seed } : {}),
        ...(input.cfg !== undefined ? { cfg: input.cfg } : {}),
      },
      run,
    );
  },
  answer: ({ job, links: [image], credits }) => {
    if (job.state !== 'succeeded') throw jobFailure(job);
    if (!image) throw new HttpError(502, { message: 'Server did not return a saved_url.' });
    return { saved_url: image, remaining_credits: credits, engine: job.engine };
  },
});

/** The paid plans' Mystic image: the aspect at the resolution the plan allows (the definition's plan rule). */
export const mystic = serverTool({
  definition: mysticTool,
  engine: 'imageGenerate',
  title: ({ prompt }) => titleFrom(prompt, 'Generated image'),
  run: (engines, input, _files, run) => {
    const [width, height] = mysticSize(input.size, input.resolution);
    return engines.imageGenerate({ prompt: input.prompt, width, height }, run);
  },
});
