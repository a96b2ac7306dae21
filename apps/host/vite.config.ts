import { defineConfig, mergeConfig } from 'vite';
import { workspaceViteConfig } from '../../vite.shared.ts';

export default mergeConfig(
  workspaceViteConfig(),
  defineConfig({
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    build: { sourcemap: true },
  }),
);
