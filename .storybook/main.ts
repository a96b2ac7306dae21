import type { StorybookConfig } from '@storybook/react-vite';
import { existsSync, readdirSync } from 'node:fs';
import { mergeConfig } from 'vite';
import { mediakitVanillaExtract, workspaceResolve } from '../vite.shared.ts';

// A tool package (one with a `<Name>Tool` view, as the table in docs/adding-a-tool.md names them) titles its stories
// after its folder and their path, as partners install it: packages/tools/ocr/src/WordBoxes/WordBoxes.stories.tsx is
// 'Tools/ocr/WordBoxes'. The other packages (the runtime, and the console screens under packages/console) give their
// own titles, or are titled by their path inside src/ (checkout's TestCards): story ids do not depend on the room.
const pascalCase = (name: string) => name.replace(/(^|-)(\w)/g, (_, _dash, letter: string) => letter.toUpperCase());
const packagesIn = (room: 'tools' | 'console') => {
  const roomDir = new URL(`../packages/${room}/`, import.meta.url);
  return readdirSync(roomDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      directory: `../packages/${room}/${name}/src`,
      files: '**/*.stories.@(ts|tsx)',
      titlePrefix: existsSync(new URL(`${name}/src/${pascalCase(name)}Tool`, roomDir)) ? `Tools/${name}` : '',
    }));
};

const config: StorybookConfig = {
  stories: [
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    ...packagesIn('tools'),
    ...packagesIn('console'),
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
