import { productVideoTool } from '@mediakit/api-client/tools';
import { titleFrom } from '../jobs/launch';
import { jobFailure, needFile, serverTool } from './serverTool';

/** The product video: the product photo moved by its motion, on its style model, at its length, size and rate. */
export const productVideo = serverTool({
  definition: productVideoTool,
  engine: 'productVideo',
  title: ({ prompt }) => titleFrom(prompt, 'Product video'),
  run: (engines, input, files, run) =>
    engines.productVideo(
      {
        image: needFile(files, 'image'),
        prompt: input.prompt,
        duration: input.duration,
        resolution: input.resolution,
        fps: input.fps,
        motion: input.motion,
        style: input.style,
        ...(input.aspect ? { aspect: input.aspect } : {}),
      },
      run,
    ),
  answer: ({ job, links: [url], credits }) => {
    if (job.state !== 'succeeded' || !url) throw jobFailure(job);
    return { video_url: url, credits, engine: job.engine };
  },
});
