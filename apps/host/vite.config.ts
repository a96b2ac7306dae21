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

/** The API's paths, forwarded to the server so the app and the API share one origin (cookies, no CORS). */
const apiServer = process.env.MEDIAKIT_SERVER_URL ?? 'http://127.0.0.1:8787';
const proxy = Object.fromEntries(
  ['/api', '/ai', '/sanctum', '/media', '/openapi.json'].map((path) => [path, { target: apiServer }]),
);

export default mergeConfig(
  workspaceViteConfig(),
  defineConfig({
    plugins: [themeInitScriptPlugin()],
    server: { host: '127.0.0.1', port: 5173, proxy },
    preview: { host: '127.0.0.1', port: 4173, proxy },
    build: { sourcemap: true, target: 'es2022' },
  }),
);
