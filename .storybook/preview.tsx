import type { MediakitClient } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { MediakitProvider } from '@mediakit/tool-runtime';
import { darkThemeClassName, vars } from '@mediakit/ui/theme';
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';

type ThemeName = 'light' | 'dark';

/**
 * Applies the theme the way our ThemeProvider does in an app: a `dark` class on the document root. The page
 * background follows the theme so axe measures contrast against what a user would see.
 */
const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  const root = document.documentElement;
  root.classList.toggle(darkThemeClassName, theme === 'dark');
  document.body.style.background = vars.color.background;
  document.body.style.color = vars.color.text;
  return <Story />;
};

/** Every story gets the fake in-memory client unless it passes `parameters.mediakitClient` (or a `client` arg). */
const withClient: Decorator = (Story, context) => {
  const client =
    (context.parameters.mediakitClient as MediakitClient | undefined) ?? createFakeMediakitClient({ latencyMs: 150 });
  return (
    <MediakitProvider client={client}>
      <Story />
    </MediakitProvider>
  );
};

/**
 * Dates and numbers in US English whatever the reviewer's browser, so a story reads and checks the same everywhere;
 * a screen's own `locale` arg still wins (the admin users' stories are in en-GB).
 */
const withLocale: Decorator = (Story) => (
  <I18nProvider locale="en-US">
    <Story />
  </I18nProvider>
);

const preview: Preview = {
  decorators: [withClient, withTheme, withLocale],
  // react-aria's live announcer lives on document.body and outlasts a story: a pending Button's announcement would
  // otherwise point at an element of the previous story. react-aria recreates the announcer when it is needed.
  // Tools resume jobs saved in sessionStorage; a story starts with none unless its own beforeEach saves one.
  beforeEach: () => {
    document.querySelectorAll('[data-live-announcer]').forEach((node) => node.remove());
    Object.keys(sessionStorage)
      .filter((key) => key.startsWith('mediakit:task:'))
      .forEach((key) => sessionStorage.removeItem(key));
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Axe violations fail the story's test, in light and in dark.
    a11y: {
      test: 'error',
      // react-aria's off-screen live announcer: a toast is announced by reference to its title (aria-labelledby), and
      // the entry outlives a toast that closes sooner (it is cleared seconds later), referring to nothing meanwhile.
      // It is react-aria's screen-reader queue, not the story's content.
      context: { exclude: ['[data-live-announcer]'] },
      // Only violations decide a story's test: axe then keeps one node per passed or incomplete rule instead of
      // describing every node it checked, which was two thirds of axe's time in Chromium (40 stories: 30 CPU s less).
      options: { resultTypes: ['violations'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
