import { EditIcon, ImageIcon, SparklesIcon, UserIcon, VideoIcon } from '@mediakit/ui/Icon';
import type { ReactNode } from 'react';
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

/** The tools' catalogue: paths, names and icons (the packages themselves load in ./toolLoaders, lazily). */
export interface ToolRoute {
  /** Path under /user, as the spec's links name it. */
  path: string;
  label: string;
  group: 'Images' | 'Video' | 'Audio & chat';
  /** The tool's own icon: in a collapsed sidebar it is all that tells the tools apart. */
  icon: ReactNode;
}

export const toolRoutes: ToolRoute[] = [
  {
    path: 'chat',
    label: 'AI Chat',
    group: 'Audio & chat',
    icon: <ChatIcon />,
  },
  {
    path: 'tts',
    label: 'Text to Audio',
    group: 'Audio & chat',
    icon: <SpeakerIcon />,
  },
  {
    path: 'image/generate',
    label: 'Text to Image',
    group: 'Images',
    icon: <SparklesIcon />,
  },
  {
    path: 'image/edit',
    label: 'Image Editor',
    group: 'Images',
    icon: <EditIcon />,
  },
  {
    path: 'image/bg-remover',
    label: 'BG Remover',
    group: 'Images',
    icon: <EraserIcon />,
  },
  {
    path: 'image/enhancer',
    label: 'Image Enhancer',
    group: 'Images',
    icon: <WandIcon />,
  },
  {
    path: 'image/text',
    label: 'Image Text',
    group: 'Images',
    icon: <ScanTextIcon />,
  },
  {
    path: 'photo/edit',
    label: 'AI Image Change',
    group: 'Images',
    icon: <ImageIcon />,
  },
  {
    path: 'image-to-image',
    label: 'Single Image Edit',
    group: 'Images',
    icon: <LayersIcon />,
  },
  {
    path: 'avatar',
    label: 'AI Avatar',
    group: 'Video',
    icon: <UserIcon />,
  },
  {
    path: 'video',
    label: 'Image to Video',
    group: 'Video',
    icon: <VideoIcon />,
  },
  {
    path: 'video-upscale',
    label: 'Video Upscale',
    group: 'Video',
    icon: <MaximizeIcon />,
  },
  {
    path: 'product/video',
    label: 'Product Video',
    group: 'Video',
    icon: <PackageIcon />,
  },
];
