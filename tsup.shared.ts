import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Options } from 'tsup';

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
    minify: true,
    external: [
      /^@mediakit\//,
      /^react($|\/)/,
      /^react-dom($|\/)/,
      /^react-aria-components/,
      /^@vanilla-extract\//,
      /^ky/,
    ],
    esbuildPlugins: hasStyles ? [vanillaExtractPlugin({ identifiers: 'short' })] : [],
    ...(hasStyles ? { banner: { js: 'import "./index.css";' } } : {}),
  };
}
