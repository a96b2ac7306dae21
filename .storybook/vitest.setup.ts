import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { darkThemeClassName } from '@mediakit/ui';
import type { StoryContext } from '@storybook/react-vite';
import { waitForAnimations } from 'storybook/preview-api';
import { configure } from 'storybook/test';
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

// Play functions' findBy* and waitFor wait for the event; their limit is a hang guard far above what any story waits
// for on a quiet machine (the fake client's latency and a tool's poll interval), not a verdict on the machine's
// speed: the default, 1 s, failed stories on a busy machine.
configure({ asyncUtilTimeout: 60_000 });

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, { afterEach: checkInDarkToo }]);
