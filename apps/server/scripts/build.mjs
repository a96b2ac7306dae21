// Builds the server to plain JavaScript for production (`node apps/server/dist/main.js serve|worker|migrate`): one
// ESM bundle of src/ with our workspace packages (the api-client's costs and CSV code) inside and every npm
// dependency left as an import, so nothing compiles TypeScript at run time. The SQL migrations and the contract
// (openapi.yaml) are read from the repository at run time, as in development.
//
//   node apps/server/scripts/build.mjs          build when the sources changed since the last build
//   node apps/server/scripts/build.mjs --force  build anyway
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isFresh, sourcesHash, writeStamp } from '../../../scripts/buildStamp.mjs';

const serverDir = new URL('..', import.meta.url).pathname;
const repoRoot = join(serverDir, '../..');
export const serverDist = join(serverDir, 'dist');
export const serverEntry = join(serverDist, 'main.js');
const stampFile = join(serverDist, '.sources-hash');
const inputs = [
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/scripts/build.mjs',
  'packages/api-client/src',
  'packages/api-client/package.json',
];

const dependencies = Object.keys(JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')).dependencies);

/** npm packages the server depends on stay imports; the workspace's own packages are bundled from their sources. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { external: true };
      const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
      if (dependencies.includes(name) && !name.startsWith('@mediakit/')) return { external: true };
      return undefined;
    });
  },
};

/** Builds when the sources changed (or always with `force`); true when it built. */
export async function buildServer({ force = false, quiet = false } = {}) {
  const hash = sourcesHash(repoRoot, inputs);
  if (!force && isFresh(stampFile, hash, serverEntry)) return false;
  const started = Date.now();
  await rm(serverDist, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: join(serverDir, 'src/main.ts'),
      // The models' worker threads (src/engines/local/modelThread.ts), found beside the chunk that starts them.
      isnetWorker: join(serverDir, 'src/engines/local/isnetWorker.mjs'),
      esrganWorker: join(serverDir, 'src/engines/local/esrganWorker.mjs'),
    },
    outdir: serverDist,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    conditions: ['@mediakit/source'],
    sourcemap: true,
    // The chunks sit beside main.js, at the depth of src/'s files, so paths made from import.meta.url still hold.
    chunkNames: 'chunk-[hash]',
    plugins: [externalDependencies],
    logLevel: 'warning',
  });
  writeStamp(stampFile, hash);
  if (!quiet) console.log(`Built the server to apps/server/dist in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer({ force: process.argv.includes('--force') });
}
