import { EditIcon, ImageIcon, SparklesIcon, UserIcon, VideoIcon } from '@mediakit/ui';
import type { ComponentType, ReactNode } from 'react';
import {
  ChatIcon,
  EraserIcon,
  LayersIcon,
  MaximizeIcon,
  PackageIcon,
  ScanTextIcon,
  SpeakerIcon,
  WandIcon,
} from '../layout/icons';

export interface ToolRoute {
  /** Path under /user, as the spec's links name it. */
  path: string;
  label: string;
  group: 'Images' | 'Video' | 'Audio & chat';
  /** The tool's own icon: in a collapsed sidebar it is all that tells the tools apart. */
  icon: ReactNode;
  /** Loads the tool's package on first visit only. */
  load: () => Promise<ComponentType>;
}

export const toolRoutes: ToolRoute[] = [
  {
    path: 'chat',
    label: 'AI Chat',
    group: 'Audio & chat',
    icon: <ChatIcon />,
    load: () => import('@mediakit/tool-chat').then((m) => m.ChatTool),
  },
  {
    path: 'tts',
    label: 'Text to Audio',
    group: 'Audio & chat',
    icon: <SpeakerIcon />,
    load: () => import('@mediakit/tool-text-to-speech').then((m) => m.TextToSpeechTool),
  },
  {
    path: 'image/generate',
    label: 'Text to Image',
    group: 'Images',
    icon: <SparklesIcon />,
    load: () => import('@mediakit/tool-image-generator').then((m) => m.ImageGeneratorTool),
  },
  {
    path: 'image/edit',
    label: 'Image Editor',
    group: 'Images',
    icon: <EditIcon />,
    load: () => import('@mediakit/tool-image-editor').then((m) => m.ImageEditorTool),
  },
  {
    path: 'image/bg-remover',
    label: 'BG Remover',
    group: 'Images',
    icon: <EraserIcon />,
    load: () => import('@mediakit/tool-background-composer').then((m) => m.BackgroundComposer),
  },
  {
    path: 'image/enhancer',
    label: 'Image Enhancer',
    group: 'Images',
    icon: <WandIcon />,
    load: () => import('@mediakit/tool-image-studio').then((m) => m.ImageStudioTool),
  },
  {
    path: 'image/text',
    label: 'Image Text',
    group: 'Images',
    icon: <ScanTextIcon />,
    load: () => import('@mediakit/tool-ocr').then((m) => m.OcrTool),
  },
  {
    path: 'photo/edit',
    label: 'AI Image Change',
    group: 'Images',
    icon: <ImageIcon />,
    load: () => import('@mediakit/tool-no-mask-edit').then((m) => m.NoMaskEditTool),
  },
  {
    path: 'image-to-image',
    label: 'Single Image Edit',
    group: 'Images',
    icon: <LayersIcon />,
    load: () => import('@mediakit/tool-stability-edit').then((m) => m.StabilityEditTool),
  },
  {
    path: 'avatar',
    label: 'AI Avatar',
    group: 'Video',
    icon: <UserIcon />,
    load: () => import('@mediakit/tool-avatar').then((m) => m.AvatarTool),
  },
  {
    path: 'video',
    label: 'Image to Video',
    group: 'Video',
    icon: <VideoIcon />,
    load: () => import('@mediakit/tool-image-to-video').then((m) => m.ImageToVideoTool),
  },
  {
    path: 'video-upscale',
    label: 'Video Upscale',
    group: 'Video',
    icon: <MaximizeIcon />,
    load: () => import('@mediakit/tool-video-upscaler').then((m) => m.VideoUpscalerTool),
  },
  {
    path: 'product/video',
    label: 'Product Video',
    group: 'Video',
    icon: <PackageIcon />,
    load: () => import('@mediakit/tool-product-video').then((m) => m.ProductVideoTool),
  },
];
