import { withToolBoundary } from '@mediakit/tool-runtime';
import { ImageGeneratorTool as ImageGeneratorToolView, type ImageGeneratorToolProps } from './ImageGeneratorTool';
import { imageGeneratorMessages } from './messages';

/** The tool inside its error boundary: a missing client or a crash shows a message in the tool's box. */
export const ImageGeneratorTool = /* @__PURE__ */ withToolBoundary(
  ImageGeneratorToolView,
  imageGeneratorMessages.title,
);
export type { ImageGeneratorToolProps };
export {
  useImageGenerator,
  type ImageGeneratorResult,
  type ImageGeneratorValues,
  type ResolutionOption,
  type UseImageGeneratorOptions,
} from './useImageGenerator';
export type { ImageEngine, ImageResolution } from './imagePlans';
export type { RecentImage } from './recentImageStore';
export { imageGeneratorMessages, type ImageGeneratorMessages } from './messages';
export {
  useTextImageStudio,
  seedMessage,
  studioDraftKey,
  type StudioImage,
  type UseTextImageStudioOptions,
} from './studio/useTextImageStudio';
export {
  studioSizes,
  studioStyles,
  cfgRange,
  parseSeed,
  clampCfg,
  restoreStudioSettings,
  type StudioSettings,
  type StudioSize,
  type StudioStyle,
} from './studio/studioSettings';
