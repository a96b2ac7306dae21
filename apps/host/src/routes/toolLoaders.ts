import type { ComponentType } from 'react';

/** Each tool's package, loaded on the first visit of its page only (the catalogue is in ./toolRoutes). */
export const toolLoaders: Record<string, () => Promise<ComponentType>> = {
  chat: () => import('@mediakit/tool-chat').then((m) => m.ChatTool),
  tts: () => import('@mediakit/tool-text-to-speech').then((m) => m.TextToSpeechTool),
  'image/generate': () => import('@mediakit/tool-image-generator').then((m) => m.ImageGeneratorTool),
  'image/edit': () => import('@mediakit/tool-image-editor').then((m) => m.ImageEditorTool),
  'image/bg-remover': () => import('@mediakit/tool-background-composer').then((m) => m.BackgroundComposerTool),
  'image/enhancer': () => import('@mediakit/tool-image-studio').then((m) => m.ImageStudioTool),
  'image/text': () => import('@mediakit/tool-ocr').then((m) => m.OcrTool),
  'photo/edit': () => import('@mediakit/tool-no-mask-edit').then((m) => m.NoMaskEditTool),
  'image-to-image': () => import('@mediakit/tool-stability-edit').then((m) => m.StabilityEditTool),
  avatar: () => import('@mediakit/tool-avatar').then((m) => m.AvatarTool),
  video: () => import('@mediakit/tool-image-to-video').then((m) => m.ImageToVideoTool),
  'video-upscale': () => import('@mediakit/tool-video-upscaler').then((m) => m.VideoUpscalerTool),
  'product/video': () => import('@mediakit/tool-product-video').then((m) => m.ProductVideoTool),
};
