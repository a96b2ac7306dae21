import { videoUpscaleTool } from '@mediakit/api-client/tools';
import { titleFrom } from '../jobs/launch';
import { needFile, serverTool } from './serverTool';

/** The 4K upscaler: the video at 3840x2160, its progress reported as it goes. */
export const videoUpscale = serverTool({
  definition: videoUpscaleTool,
  engine: 'videoUpscale',
  title: (_, { video }) => titleFrom(video?.name.replace(/\.[^.]+$/, ''), 'Upscaled video'),
  run: (engines, _input, files, run) => engines.videoUpscale({ video: needFile(files, 'video') }, run),
});
