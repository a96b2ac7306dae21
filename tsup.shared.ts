import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { rmSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Options } from 'tsup';
import { shortIdentifiers } from './packages/ui/src/theme/isolation.ts';

/**
 * vanilla-extract compiles each recipe to a top-level `createRuntimeFn({...})` call. Bundlers must assume a call has
 * side effects, so an app importing one component would keep every recipe; marking them pure lets it drop the rest.
 * The CSS loses the plugin's file-path comments, which only make the published file larger.
 */
export async function finishPackageOutput(outDir: string): Promise<void> {
  const names = await readdir(outDir);
  const scripts = new Map<string, string>();
  for (const file of names.filter((name) => name.endsWith('.js')))
    scripts.set(file, await readFile(join(outDir, file), 'utf8'));
  const cssOnly = cssOnlyChunks(scripts);
  const usesReact = [...scripts.values()].some((code) => /from ['"]react(?:\/jsx-runtime)?['"]/.test(code));
  let importsCss = false;
  for (const [file, code] of scripts) {
    importsCss ||= new RegExp(cssImport.source, 'm').test(code);
    const pure = code
      .replace(/= createRuntimeFn\(/g, '= /* @__PURE__ */ createRuntimeFn(')
      .replace(/^import\s*['"]\.\/(chunk-[\w-]+\.js)['"];?\n/gm, (whole, chunk: string) => cssOnly.get(chunk) ?? whole);
    // Every module of a React package (entries that only re-export a chunk too), but not ui's theme entry: tokens
    // and helpers a server component may call (themeInitScript). Decided from the directory alone: ui's two builds
    // finish it concurrently.
    const directive = usesReact && file !== 'theme.js' && !code.startsWith(useClientDirective);
    await writeFile(join(outDir, file), directive ? `${useClientDirective}\n${pure}` : pure);
  }
  for (const file of names.filter((name) => name.endsWith('.css'))) {
    const css = await readFile(join(outDir, file), 'utf8');
    await writeFile(join(outDir, file), css.replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n?/g, ''));
  }
  // A tool whose looks all come from the runtime and ui has no CSS of its own: the banner's import and the
  // `./styles.css` export its README tells partners to link still need a file.
  const importsOwnCss = [...scripts.values()].some((code) => /^import\s*["']\.\/index\.css["']/m.test(code));
  if (importsOwnCss && !names.includes('index.css')) await writeFile(join(outDir, 'index.css'), '');
  if (importsCss) await writeServerCopies(outDir);
}

/**
 * Chunks whose only content is CSS imports (ui's theme stylesheet, shared by every component), with those imports.
 * Importers get the CSS imports in their place: a bundler drops a side-effect-only chunk, which `sideEffects` does
 * not list, with the CSS in it (a partner's Vite build shipped no tokens and no isolation rules), while CSS files
 * are listed and kept.
 */
function cssOnlyChunks(scripts: Map<string, string>): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const [file, code] of scripts) {
    const body = code
      .replace(/\/\/# sourceMappingURL=\S+/g, '')
      .replace(useClientDirective, '')
      .trim();
    const lines = body.split('\n');
    if (
      file.startsWith('chunk-') &&
      body &&
      lines.every((line) => new RegExp(`${cssImport.source}$`, 'm').test(`${line}\n`))
    )
      chunks.set(file, `${lines.join('\n')}\n`);
  }
  return chunks;
}

/** A side-effect import of one of our CSS files, as esbuild and the CSS banner write it. */
const cssImport = /^import\s*["'][^"']+\.css["'];?\n/gm;

/**
 * Node cannot import CSS (`ERR_UNKNOWN_FILE_EXTENSION ".css"`), so server renderers (plain Node SSR, React Router,
 * Next.js's server build) get a copy of every module without its CSS imports under `dist/node/`, picked by the
 * `node` export condition; browsers and bundlers keep the files that import their CSS. (The types of the
 * `./styles.css` export are each package's committed `styles.css.d.ts`: tsup's declaration build cleans `dist/*.d.ts`.)
 */
async function writeServerCopies(outDir: string): Promise<void> {
  const serverDir = join(outDir, 'node');
  await mkdir(serverDir, { recursive: true });
  for (const file of await readdir(outDir)) {
    if (!file.endsWith('.js')) continue;
    const code = await readFile(join(outDir, file), 'utf8');
    await writeFile(
      join(serverDir, file),
      code.replace(cssImport, '').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'),
    );
  }
}

/**
 * Every module of a package with React in it starts with this, so a Next.js server component can render our
 * components directly (they hold state and context, which only client components may). Added after the build:
 * tsup's tree-shaking pass (Rollup) drops module-level directives, a banner included.
 */
const useClientDirective = "'use client';";

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The declarations of each entry, bundled into one `.d.ts` per entry. `pnpm build` (scripts/build-packages.mjs) emits
 * every package's declarations in one `tsc` run first and names its folder in MEDIAKIT_DECLARATIONS_DIR: tsup then
 * only bundles those files (a TypeScript program per package cost 8 of a package's 11 CPU s). A package built alone
 * (`pnpm --filter … build`) has tsup make them, resolving other packages through their built declarations.
 */
function declarationBuild(entry: Record<string, string>): Options['dts'] {
  const declarationsDir = process.env.MEDIAKIT_DECLARATIONS_DIR;
  if (!declarationsDir) return { compilerOptions: { ignoreDeprecations: '6.0', customConditions: [] } };
  const packageDir = relative(repoRoot, process.cwd());
  return {
    entry: Object.fromEntries(
      Object.entries(entry).map(([name, file]) => [
        name,
        join(declarationsDir, packageDir, file.replace(/\.tsx?$/, '.d.ts')),
      ]),
    ),
  };
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
    dts: declarationBuild(entry),
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

/**
 * A package built by several tsup configs at once (entries with CSS of their own, written to `dist/<entry>/`): `dist/`
 * is emptied once here, before any of them starts. tsup runs the configs in parallel, and one with `clean` deletes
 * everything under `dist/` and, when its declarations are ready, every `.d.ts` under it: another config's output went with it whenever
 * that one finished first (CI: `./before-after`'s and `./sign-in`'s `index.d.ts` were missing, publint failed).
 */
export function packageBuilds(configs: Options[]): Options[] {
  rmSync('dist', { recursive: true, force: true });
  return configs.map((config) => ({ ...config, clean: false }));
}
