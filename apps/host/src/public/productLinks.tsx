import type { ReactNode } from 'react';
import { toolRoutes } from '../routes/toolRoutes';

/** One line per tool, for the Products menu and the landing page's capabilities. */
export const toolDescriptions: Record<string, string> = {
  chat: 'Ask anything and get an answer',
  tts: 'Turn text into natural speech',
  'image/generate': 'Images from a prompt',
  'image/edit': 'Change a picture with a mask',
  'image/bg-remover': 'Cut out the subject, compose a new scene',
  'image/enhancer': 'Sharpen and upscale a picture',
  'image/text': 'Read the text in a picture',
  'photo/edit': 'Change a picture with words',
  'image-to-image': 'Recolour, replace or restyle one image',
  avatar: 'A talking presenter from a portrait',
  video: 'Bring a still image to life',
  'video-upscale': 'Upscale video to 4K',
  'product/video': 'Product shots into a short video',
};

const linkOf = (path: string): ProductLink => {
  const tool = toolRoutes.find((route) => route.path === path);
  if (!tool) throw new Error(`No tool route at ${path}`);
  return { id: path, label: tool.label, href: `/user/${path}`, description: toolDescriptions[path], icon: tool.icon };
};

export interface ProductLink {
  id: string;
  label: string;
  href: string;
  description: string | undefined;
  icon: ReactNode;
}

export interface ProductGroup {
  id: string;
  title: string;
  links: ProductLink[];
}

/** The Products mega-menu's three groups (spec 000, section 2: Images, Video, Library & Tools). */
export const productGroups: ProductGroup[] = [
  {
    id: 'images',
    title: 'Images',
    links: ['image/generate', 'image/edit', 'image/bg-remover', 'image/enhancer', 'photo/edit', 'image-to-image'].map(
      linkOf,
    ),
  },
  { id: 'video', title: 'Video', links: ['video', 'avatar', 'product/video', 'video-upscale'].map(linkOf) },
  { id: 'library-tools', title: 'Library & Tools', links: ['chat', 'tts', 'image/text'].map(linkOf) },
];

/** The media library's address (its page arrives with the media package; signed out, it asks to sign in first). */
export const libraryHref = '/user/media';

/** The pages every visitor can open, in header order. */
export const siteLinks = [
  { href: '/pricing', label: 'Pricing' },
  { href: '/faq', label: 'FAQ' },
] as const;
