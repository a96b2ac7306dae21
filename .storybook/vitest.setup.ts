import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { darkThemeClassName } from '@mediakit/ui';
import type { StoryContext } from '@storybook/react-vite';
import { waitForAnimations } from 'storybook/preview-api';
import * as projectAnnotations from './preview';

/**
 * Each story renders once, in the light theme, and runs its play function; axe then checks it in light (the a11y
 * addon's own afterEach) and again here after the document root switches to dark, so contrast is proven in both
 * themes without rendering every story twice. The themes are CSS variables under a class, so no re-render is needed;
 * a story that chose its theme itself (globals.theme) is checked in that theme only.
 */
async function checkInDarkToo(context: StoryContext) {
  const root = document.documentElement;
  if (context.globals.theme === 'dark' || root.classList.contains(darkThemeClassName)) return;
  root.classList.add(darkThemeClassName);
  try {
    await waitForAnimations();
    await a11yAddonAnnotations.afterEach(context as never);
  } finally {
    root.classList.remove(darkThemeClassName);
  }
}

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, { afterEach: checkInDarkToo }]);
