// Size budgets: bundles each entry the way an app would (esbuild, minified ESM), gzips it and compares it to its
// limit. Run after `pnpm build`: workspace packages resolve to their `dist` build, never to their sources.
//
// To add a budget, append to `budgets`: give either `entry` (a file, relative to the repo root) or `code` (an inline
// module, e.g. an import statement), the packages to leave out of the measurement in `external`, and `limitBytes`.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** @type {{ name: string; entry?: string; code?: string; external?: string[]; limitBytes: number }[]} */
const budgets = [
  {
    name: '@mediakit/api-client (everything, ky excluded)',
    code: "import * as all from '@mediakit/api-client'; console.log(all);",
    external: ['ky'],
    limitBytes: 8 * 1024,
  },
];

async function measure({ entry, code, external = [] }) {
  const result = await build({
    ...(entry ? { entryPoints: [entry] } : { stdin: { contents: code, resolveDir: root, loader: 'js' } }),
    absWorkingDir: root,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external,
    // The default conditions only: the "@mediakit/source" condition would measure TypeScript sources instead of dist.
    conditions: [],
    logLevel: 'silent',
  });
  const bytes = result.outputFiles.reduce((sum, file) => sum + file.contents.byteLength, 0);
  const gzipped = result.outputFiles.reduce((sum, file) => sum + gzipSync(file.contents, { level: 9 }).byteLength, 0);
  return { bytes, gzipped };
}

const kB = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;

const rows = [];
let failures = 0;
for (const budget of budgets) {
  try {
    const { bytes, gzipped } = await measure(budget);
    const over = gzipped > budget.limitBytes;
    if (over) failures += 1;
    rows.push([over ? 'OVER' : 'ok', budget.name, kB(bytes), kB(gzipped), kB(budget.limitBytes)]);
  } catch (error) {
    failures += 1;
    const reason = error?.errors?.[0]?.text ?? error?.message ?? String(error);
    rows.push(['FAIL', budget.name, '-', '-', kB(budget.limitBytes)]);
    console.error(`${budget.name}: ${reason} (did you run \`pnpm build\` first?)`);
  }
}

const header = ['', 'budget', 'minified', 'gzipped', 'limit'];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
rows.forEach((row) => console.log(line(row)));
console.log(`\n${budgets.length - failures} within budget, ${failures} over or failed`);
process.exit(failures ? 1 : 0);
