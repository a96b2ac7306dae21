import type { StudioSize, StudioStyle } from '@mediakit/tool-image-generator';
import type { FaqEntry } from './plans';

/** Starting points for the studio: prompts with their settings (text only: no sample pictures stand in for outputs). */
export interface PromptTemplate {
  title: string;
  prompt: string;
  negativePrompt: string;
  size: StudioSize;
  style: StudioStyle;
}

export const promptTemplates: readonly PromptTemplate[] = [
  {
    title: 'Mountain sunrise',
    prompt: 'Snowy mountains at sunrise above a calm lake, warm light, mist in the valley',
    negativePrompt: 'people, text, watermark',
    size: '1344x1024',
    style: 'Photoreal',
  },
  {
    title: 'Neon city',
    prompt: 'A rainy city street at night with neon signs reflected in puddles',
    negativePrompt: 'daylight, blur',
    size: '1024x1344',
    style: 'Cinematic',
  },
  {
    title: 'Forest cabin',
    prompt: 'A small wooden cabin in a green forest, smoke from the chimney, autumn trees',
    negativePrompt: 'snow',
    size: '1024x768',
    style: 'Illustration',
  },
  {
    title: 'Space station',
    prompt: 'A space station orbiting a blue planet, stars and a purple nebula behind it',
    negativePrompt: 'text',
    size: '1024x1024',
    style: 'Concept Art',
  },
  {
    title: 'Beach product shot',
    prompt: 'A glass perfume bottle on white sand by the ocean, soft morning light',
    negativePrompt: 'people, logo',
    size: '768x1024',
    style: '3D Render',
  },
  {
    title: 'Anime hills',
    prompt: 'Rolling green hills under a bright sky with big white clouds, a winding path',
    negativePrompt: 'buildings',
    size: '1344x1024',
    style: 'Anime',
  },
];

export const textImageFaq: readonly FaqEntry[] = [
  {
    question: 'What do the seed and CFG do?',
    answer:
      'The same prompt, settings and seed give the same picture again; leave the seed empty for a new one each time. ' +
      'CFG (1 to 15) sets how closely the picture follows the prompt.',
  },
  {
    question: 'What does a picture cost?',
    answer:
      'Each generation, variation and 2x upscale spends credits from your balance; the cost shows before you start.',
  },
  {
    question: 'Where do my pictures go?',
    answer: 'Every picture is stored in your media library, where you can preview, download or delete it later.',
  },
  {
    question: 'Which engine makes the pictures?',
    answer:
      'The server says which engine made each picture. Without a configured provider it draws them with a local engine ' +
      'from the prompt, style, seed and settings, and says so.',
  },
];
