import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';
import { debugIdentifiers } from './packages/ui/src/theme/isolation.ts';

/**
 * Inside the workspace every consumer (host, Storybook, tests) reads packages' TypeScript sources through the
 * "@mediakit/source" export condition. vanilla-extract evaluates .css.ts files in an internal SSR environment, so
 * the condition must be set there too, or styles would be compiled from dist and hash differently.
 */
export const sourceCondition = '@mediakit/source';

/**
 * Code that runs in Node (vanilla-extract's evaluation of .css.ts files, Vitest's Node workers, the server's tests)
 * resolves packages as Node does: without the bundler-only 'module' condition, which makes some packages (the AWS
 * SDK) hand Node ESM builds it cannot load.
 */
const nodeConditions = [sourceCondition, ...defaultServerConditions.filter((condition) => condition !== 'module')];

export const workspaceResolve = {
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  environments: { ssr: { resolve: { conditions: nodeConditions } } },
  ssr: { resolve: { conditions: nodeConditions } },
} satisfies UserConfig;

/**
 * vanilla-extract for every workspace consumer: every class name starts with `mk_`, the prefix by which ui's
 * isolation rules shield our elements from a host page's CSS (packages/ui/src/theme/isolation.ts).
 */
export const mediakitVanillaExtract = () => vanillaExtractPlugin({ identifiers: debugIdentifiers });

export function workspaceViteConfig(): UserConfig {
  return {
    ...workspaceResolve,
    plugins: [mediakitVanillaExtract(), react()],
    optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
  };
}
