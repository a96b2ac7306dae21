import { imageToVideoTool, videoResolutionSizes } from '@mediakit/api-client/tools';
import { titleFrom } from '../jobs/launch';
import { needFile, serverTool } from './serverTool';

/** Image to video: the first frame moved for 5 or 8 s at the resolution's size, or at the custom size sent. */
export const imageToVideo = serverTool({
  definition: imageToVideoTool,
  engine: 'imageToVideo',
  title: ({ prompt }) => titleFrom(prompt, 'Image to video'),
  run: (engines, input, files, run) => {
    const [width, height] =
      input.custom_width !== undefined && input.custom_height !== undefined
        ? [input.custom_width, input.custom_height]
        : videoResolutionSizes[input.resolution];
    return engines.imageToVideo(
      { firstFrame: needFile(files, 'firstFrame'), prompt: input.prompt, duration: input.duration, width, height },
      run,
    );
  },
});
