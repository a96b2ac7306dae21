import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Options } from 'tsup';
import { shortIdentifiers } from './packages/ui/src/theme/isolation.ts';

/**
 * vanilla-extract compiles each recipe to a top-level `createRuntimeFn({...})` call. Bundlers must assume a call has
 * side effects, so an app importing one component would keep every recipe; marking them pure lets it drop the rest.
 * The CSS loses the plugin's file-path comments, which only make the published file larger.
 */
async function finishPackageOutput(outDir: string): Promise<void> {
  for (const file of await readdir(outDir)) {
    const path = join(outDir, file);
    if (file.endsWith('.js')) {
      const code = await readFile(path, 'utf8');
      await writeFile(path, code.replace(/= createRuntimeFn\(/g, '= /* @__PURE__ */ createRuntimeFn('));
    } else if (file.endsWith('.css')) {
      const css = await readFile(path, 'utf8');
      await writeFile(path, css.replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n?/g, ''));
    }
  }
}

export interface MediakitPackageBuild {
  /** Entry points by output name, e.g. `{ index: 'src/index.ts' }`. */
  entry: Record<string, string>;
  /** Whether the package has styles: its JS then imports its one CSS file, also exported as "./styles.css". */
  hasStyles?: boolean;
}

/**
 * One build recipe for every published package: ESM, .d.ts, source maps, one CSS file. Workspace packages and peers
 * stay external, so class-name hashes stay tied to the package that owns the styles.
 */
export function mediakitPackageBuild({ entry, hasStyles = true }: MediakitPackageBuild): Options {
  return {
    entry,
    format: ['esm'],
    target: 'es2022',
    platform: 'browser',
    dts: { compilerOptions: { ignoreDeprecations: '6.0', customConditions: [] } },
    sourcemap: true,
    clean: true,
    splitting: true,
    treeshake: true,
    // Unminified on purpose: esbuild's minifier drops the /* @__PURE__ */ annotations that let apps tree-shake us.
    // Apps minify our code with their own build.
    external: [
      /^@mediakit\//,
      /^react($|\/)/,
      /^react-dom($|\/)/,
      /^react-aria-components/,
      /^@vanilla-extract\//,
      /^ky/,
    ],
    // Every class name starts with `mk_`: ui's isolation rules find our elements by it (packages/ui/src/theme/isolation.ts).
    esbuildPlugins: hasStyles ? [vanillaExtractPlugin({ identifiers: shortIdentifiers })] : [],
    ...(hasStyles ? { banner: { js: 'import "./index.css";' } } : {}),
    onSuccess: () => finishPackageOutput('dist'),
  };
}
