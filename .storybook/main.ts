import type { StorybookConfig } from '@storybook/react-vite';
import { existsSync, readdirSync } from 'node:fs';
import { mergeConfig } from 'vite';
import { mediakitVanillaExtract, workspaceResolve } from '../vite.shared.ts';

// A tool package (one with a `<Name>Tool` view, as the table in docs/adding-a-tool.md names them) titles its stories
// after its folder and their path, as partners install it: packages/tools/ocr/src/WordBoxes/WordBoxes.stories.tsx is
// 'Tools/ocr/WordBoxes'. The other packages under packages/tools (runtime, console screens) give their own titles.
const toolsDir = new URL('../packages/tools/', import.meta.url);
const pascalCase = (name: string) => name.replace(/(^|-)(\w)/g, (_, _dash, letter: string) => letter.toUpperCase());
const toolsPackages = readdirSync(toolsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    directory: `../packages/tools/${name}/src`,
    files: '**/*.stories.@(ts|tsx)',
    titlePrefix: existsSync(new URL(`${name}/src/${pascalCase(name)}Tool`, toolsDir)) ? `Tools/${name}` : '',
  }));

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', ...toolsPackages, '../apps/*/src/**/*.stories.@(ts|tsx)'],
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
