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

export default mergeConfig(
  workspaceViteConfig(),
  defineConfig({
    plugins: [themeInitScriptPlugin()],
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    build: { sourcemap: true },
  }),
);
