export { ImageGeneratorTool, type ImageGeneratorToolProps } from './ImageGeneratorTool';
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
