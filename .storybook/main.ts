import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { mediakitVanillaExtract, workspaceResolve } from '../vite.shared.ts';

const config: StorybookConfig = {
  stories: [
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../packages/tools/*/src/**/*.stories.@(ts|tsx)',
    '../apps/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      ...workspaceResolve,
      plugins: [mediakitVanillaExtract()],
      optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
    }),
};

export default config;
