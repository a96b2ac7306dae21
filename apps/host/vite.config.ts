import { defineConfig, mergeConfig, type Plugin } from 'vite';
// Vite loads this file with Node's resolution, where the "@mediakit/source" condition does not apply (the package
// name would resolve to a possibly stale dist), so it imports ui's source file, which depends on constants only.
import { themeInitScript } from '../../packages/ui/src/theme/themeInitScript.ts';
import { workspaceViteConfig } from '../../vite.shared.ts';

/** Applies the stored or system theme to <html> before the first paint, so dark never flashes light while loading. */
function themeInitScriptPlugin(): Plugin {
  return {
    name: 'mediakit-theme-init-script',
    // First in <head>: an inline script placed after a stylesheet link waits for that stylesheet to download.
    transformIndexHtml: () => [{ tag: 'script', children: themeInitScript(), injectTo: 'head-prepend' }],
  };
}

/**
 * react-router declares its components as `X = React.forwardRef(…)` followed by `X.displayName = "X"`, at the top of
 * one module, so a bundler must keep every component (NavLink, Form, ScrollRestoration and what they use) even when
 * the app imports none. Dropping the display names (only React's developer tools read them) and marking those calls
 * pure lets unused ones go: the landing page's first load is 90 kB in all (issue #20).
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'mediakit-react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/].*\.mjs$/.test(id)) return null;
      return {
        code: code
          .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm, '')
          .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1'),
        map: null,
      };
    },
  };
}

/**
 * The landing page's first load in one chunk (issue #20): every module the entry imports statically, found in the
 * module graph once it is complete. Left to the automatic splitting, the modules it shares with lazy pages come out
 * as some twenty small files, each gzipped on its own (about 4 kB more in all) and each one more request.
 */
function firstLoadChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const firstLoad = new Set<string>();
  const plugin: Plugin = {
    name: 'mediakit-first-load-chunk',
    apply: 'build',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const pending = [...entries];
      while (pending.length) {
        const id = pending.pop()!;
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
          if (firstLoad.has(imported)) continue;
          firstLoad.add(imported);
          pending.push(imported);
        }
      }
    },
  };
  return { plugin, test: (id) => firstLoad.has(id) };
}

const firstLoad = firstLoadChunk();

/** The API's paths, forwarded to the server so the app and the API share one origin (cookies, no CORS). */
const apiServer = process.env.MEDIAKIT_SERVER_URL ?? 'http://127.0.0.1:8787';
const proxy = Object.fromEntries(
  ['/api', '/ai', '/sanctum', '/media', '/openapi.json'].map((path) => [path, { target: apiServer }]),
);

export default mergeConfig(
  workspaceViteConfig(),
  defineConfig({
    plugins: [themeInitScriptPlugin(), reactRouterTreeShaking(), firstLoad.plugin],
    server: { host: '127.0.0.1', port: 5173, proxy },
    preview: { host: '127.0.0.1', port: 4173, proxy },
    build: {
      sourcemap: true,
      target: 'es2022',
      // Every browser the es2022 target runs in supports <link rel="modulepreload">: the polyfill is 0.3 kB of the
      // landing page's first load for nobody (issue #20).
      modulePreload: { polyfill: false },
      // Read by scripts/host-size.mjs to find the landing page's chunks.
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: { groups: [{ name: 'first-load', test: firstLoad.test }] },
          // Lazy chunks named by their hash alone: the first load lists every lazy chunk's dependencies for preloading
          // (114 file names), and the readable names cost 0.4 kB of it gzipped (issue #20). Source maps keep the names.
          // Seven characters (42 bits; rolldown asks for 7 at this chunk count and says so if it ever needs more) save
          // 0.14 kB of the first load against the default eight.
          chunkFileNames: 'assets/[hash:7].js',
        },
      },
    },
  }),
);
