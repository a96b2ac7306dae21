import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { darkThemeClassName } from '@mediakit/ui';
import type { StoryContext } from '@storybook/react-vite';
import { waitForAnimations } from 'storybook/preview-api';
import { configure } from 'storybook/test';
import * as projectAnnotations from './preview';

/**
 * Each story renders once, in the light theme, and runs its play function; axe then checks it in light (the a11y
 * addon's own afterEach, every rule) and again here after the document root switches to dark, so contrast is proven
 * in both themes without rendering every story twice. The themes are CSS variables under a class, so no re-render is
 * needed, and the DOM axe reads is the same in both: of axe's rules only colour contrast can give another verdict in
 * dark, so the dark pass runs that rule alone. A story that chose its theme itself (globals.theme) is checked in that
 * theme only, with every rule.
 */
async function checkInDarkToo(context: StoryContext) {
  const root = document.documentElement;
  if (context.globals.theme === 'dark' || root.classList.contains(darkThemeClassName)) return;
  root.classList.add(darkThemeClassName);
  try {
    await waitForAnimations();
    await a11yAddonAnnotations.afterEach(contrastOnly(context) as never);
  } finally {
    root.classList.remove(darkThemeClassName);
  }
}

function contrastOnly(context: StoryContext): StoryContext {
  const a11y = (context.parameters.a11y ?? {}) as { options?: object };
  const options = { ...a11y.options, runOnly: { type: 'rule', values: ['color-contrast'] } };
  return { ...context, parameters: { ...context.parameters, a11y: { ...a11y, options } } };
}

// Play functions' findBy* and waitFor wait for the event; their limit is a hang guard far above what any story waits
// for on a quiet machine (the fake client's latency and a tool's poll interval), not a verdict on the machine's
// speed: the default, 1 s, failed stories on a busy machine.
configure({ asyncUtilTimeout: 60_000 });

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, { afterEach: checkInDarkToo }]);
