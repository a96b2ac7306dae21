import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Plugin } from 'esbuild';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { defineConfig } from 'tsup';
import { mediakitPackageBuild, packageBuilds } from '../../tsup.shared.ts';
import { shortIdentifiers } from './src/theme/isolation.ts';

const outDir = 'dist';

/** Every component folder is an entry point: `@mediakit/ui/Button` carries Button's code and Button's CSS only. */
export const components = readdirSync('src/components', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join('src/components', entry.name, 'index.ts')))
  .map((entry) => entry.name)
  .sort();

/**
 * One CSS file per style module instead of one per entry: each compiled `.css.ts` module imports its own file
 * (`import "./styles/components/Button/Button.css"`), so an app's bundler ships the CSS of exactly the modules it
 * keeps, and shared files (the theme, Field) once. vanilla-extract hands its CSS over as a virtual import; this
 * plugin writes it out and leaves the import in place.
 */
function cssFilePerModule(): Plugin {
  return {
    name: 'mediakit-css-file-per-module',
    setup(build) {
      build.onResolve({ filter: /\.vanilla\.css\?source=/ }, async ({ path }) => {
        const [, fileName = '', serialized = ''] = /^(.*)\?source=(.*)$/.exec(path) ?? [];
        // vanilla-extract's serialisation: base64url, gzipped first when it starts with '#'.
        const bytes = Buffer.from(serialized.replace('#', ''), 'base64url');
        const css = (serialized.startsWith('#') ? await promisify(gunzip)(bytes) : bytes)
          .toString('utf8')
          .replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n?/g, '');
        if (css.trim() === '') return { path, namespace: 'mediakit-empty-css' };
        const relative = `styles/${fileName.replace(/^src\//, '').replace(/\.ts\.vanilla\.css$/, '')}`;
        await mkdir(dirname(join(outDir, relative)), { recursive: true });
        await writeFile(join(outDir, relative), css);
        return { path: `./${relative}`, external: true };
      });
      build.onLoad({ filter: /.*/, namespace: 'mediakit-empty-css' }, () => ({ contents: '', loader: 'js' }));
    },
  };
}

/**
 * The theme stylesheet (tokens, the layer, the isolation rules) imported by every chunk that imports a component's
 * CSS. The entries import it too, but bundlers skip an entry that only re-exports (`sideEffects` lists CSS files, not
 * our JS), so a partner's Vite build shipped the components' CSS without the tokens and the isolation from the site.
 */
async function importThemeWithComponentCss(): Promise<void> {
  const themeImport = "import './styles/theme/themes.css';";
  for (const file of (await readdir(outDir)).filter((name) => name.endsWith('.js'))) {
    const code = await readFile(join(outDir, file), 'utf8');
    if (!/^import '\.\/styles\/components\//m.test(code) || code.includes(themeImport)) continue;
    await writeFile(join(outDir, file), code.replace(/^import '\.\/styles\/components\//m, `${themeImport}\n$&`));
  }
}

/**
 * `dist/index.css` (exported as `./styles.css`): every CSS file in the order the main entry imports them, for apps
 * that load our CSS themselves instead of through their bundler.
 */
async function writeAllCss(): Promise<void> {
  const seen = new Set<string>();
  const css: string[] = [];
  const visit = async (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith('.css')) {
      css.push(await readFile(join(outDir, file), 'utf8'));
      return;
    }
    const code = await readFile(join(outDir, file), 'utf8');
    for (const [, specifier = ''] of code.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?['"]\.\/([^'"]+)['"]/g)) {
      await visit(specifier);
    }
  };
  await visit('index.js');
  await writeFile(join(outDir, 'index.css'), css.join('\n'));
}

/**
 * Declarations straight from `tsc`, one `.d.ts` per module under `dist/types`, instead of tsup's bundled ones (which
 * ran out of memory with 46 entries and took 15 s for one). Relative specifiers get the `.js` extension Node's ESM
 * resolution needs (`./Button` -> `./Button.js`, `./options` -> `./options/index.js`); side-effect imports of style
 * modules are dropped, types do not need them.
 */
async function writeDeclarations(): Promise<void> {
  const root = join(outDir, 'types');
  // `pnpm build` emitted every package's declarations already (scripts/build-packages.mjs).
  const emitted = process.env.MEDIAKIT_DECLARATIONS_DIR;
  if (emitted) await cp(join(emitted, 'packages', 'ui', 'src'), root, { recursive: true });
  else {
    const tsc = join('node_modules', '.bin', 'tsc');
    await promisify(execFile)(existsSync(tsc) ? tsc : join('..', '..', tsc), ['-p', 'tsconfig.build.json']);
  }
  const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.d.ts'));
  for (const file of files) {
    const path = join(root, file);
    const withExtensions = (await readFile(path, 'utf8'))
      .replace(/^import '[^']+';\n/gm, '')
      .replace(
        /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]*)(['"])/g,
        (_whole, before: string, specifier: string, after) => {
          const bare = specifier.replace(/\.ts$/, '');
          const target = join(dirname(path), bare);
          if (existsSync(`${target}.d.ts`)) return `${before}${bare}.js${after}`;
          if (existsSync(join(target, 'index.d.ts'))) return `${before}${bare}/index.js${after}`;
          throw new Error(`${path}: cannot resolve ${specifier}`);
        },
      );
    await writeFile(path, withExtensions);
  }
}

const base = mediakitPackageBuild({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(components.map((name) => [name, `src/components/${name}/index.ts`])),
  },
});

export default defineConfig(
  packageBuilds([
    {
      ...base,
      dts: false,
      esbuildPlugins: [cssFilePerModule(), vanillaExtractPlugin({ identifiers: shortIdentifiers })],
      // The JavaScript imports its CSS module by module (see cssFilePerModule): no banner importing one file.
      banner: undefined,
      onSuccess: async () => {
        await importThemeWithComponentCss();
        if (typeof base.onSuccess === 'function') await base.onSuccess();
        await Promise.all([writeAllCss(), writeDeclarations()]);
      },
    },
    // The theme entry is CSS-free (contract and helpers), so other packages' style files can import it at build time.
    // Its declarations come with everyone's from writeDeclarations.
    { ...mediakitPackageBuild({ entry: { theme: 'src/theme/index.ts' }, hasStyles: false }), dts: false },
  ]),
);
