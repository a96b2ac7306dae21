import { noMaskEditTool } from '@mediakit/api-client/tools';
import { titleFrom } from '../jobs/launch';
import { needFile, serverTool } from './serverTool';

/** Image edit without a mask: one to four different variations of the image, at a square size. */
export const noMaskEdit = serverTool({
  definition: noMaskEditTool,
  engine: 'noMaskEdit',
  title: ({ prompt }) => titleFrom(prompt, 'Edited image'),
  run: (engines, input, files, run) =>
    engines.noMaskEdit(
      {
        image: needFile(files, 'image'),
        prompt: input.prompt,
        size: Number(input.size.split('x')[0]),
        variations: input.n,
      },
      run,
    ),
  answer: async ({ job, links, inputLink, credits }) => {
    if (job.state !== 'succeeded' || !links.length) {
      const message = job.error ?? 'Edit failed.';
      return { message, details: { body: job.error ?? '' }, credits };
    }
    return {
      input_url: await inputLink('image'),
      items: links.map((url, index) => ({
        url,
        filename: `variation-${index + 1}.${new URL(url).pathname.split('.').pop()}`,
      })),
      credits,
      engine: job.engine,
    };
  },
});
