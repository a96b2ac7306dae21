import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumArgs, chromiumExecutablePath } from './chromium.ts';
import { workspaceViteConfig } from './vite.shared.ts';

// Vitest mutates `instances`, so every browser project gets a fresh options object.
const chromium = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
});

const sourceFiles = ['packages/**/src/**', 'apps/*/src/**'];
const notInstalled = ['**/node_modules/**', '**/dist/**'];

export default mergeConfig(
  workspaceViteConfig(),
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: sourceFiles.map((dir) => `${dir}/*.test.{ts,tsx}`),
            exclude: [...notInstalled, '**/*.browser.test.*'],
            setupFiles: ['./vitest.setup.ts', './vitest.setup.jsdom.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            include: sourceFiles.map((dir) => `${dir}/*.browser.test.{ts,tsx}`),
            exclude: notInstalled,
            setupFiles: ['./vitest.setup.ts'],
            browser: chromium(),
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            setupFiles: ['.storybook/vitest.setup.ts'],
            browser: chromium(),
          },
        },
      ],
    },
  }),
);
