// Checks every published package the way a consumer's tools will see it: publint for package.json and files, and
// Are the Types Wrong? for the types each export resolves to. Run after `pnpm build`.
//
// Both look at the tarball a consumer would get: one `pnpm pack` run packs every package (workspace ranges become
// versions, as on the registry) into node_modules/.cache/mediakit-packs (the partner check packs its five itself). Both
// checkers run in this one process through their libraries, with their CLIs' rules (`publint --strict`: warnings
// fail; `attw --ignore-rules cjs-resolves-to-esm`): one Node and one TypeScript load instead of one of each per package
// and tool, and one pack instead of two per package: 211 CPU s -> 12 (28 packages, 2 cores).
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const root = new URL('..', import.meta.url).pathname;
const packsDir = join(root, 'node_modules', '.cache', 'mediakit-packs');

const packageDirs = ['packages', 'packages/tools', 'packages/console']
  .flatMap((dir) => readdirSync(join(root, dir), { withFileTypes: true }).map((entry) => join(dir, entry.name)))
  .filter((dir) => existsSync(join(root, dir, 'package.json')));

const manifests = packageDirs.map((dir) => ({
  dir,
  json: JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')),
}));
const published = manifests.filter(({ json }) => !json.private);

/** The file name npm and pnpm give a package's tarball. */
const tarballName = ({ name, version }) => `${name.replace('@', '').replace('/', '-')}-${version}.tgz`;

/** CSS subpaths without a `types` condition: attw would report them unresolved, so they are left out of its check. */
function untypedCssEntries({ exports = {} }) {
  return Object.entries(exports)
    .filter(([subpath, target]) => subpath.endsWith('.css') && (typeof target === 'string' || !target.types))
    .map(([subpath]) => subpath);
}

// Every resolution mode, node10 included (typesVersions), except that CommonJS may only import() us: ESM-only.
const ignoredProblems = new Set(['CJSResolvesToESM']);

/** The problems attw's CLI would print for this tarball, as lines (none: the types are right). */
async function typeProblems(tarball, manifest) {
  const analysis = await checkPackage(createPackageFromTarballData(tarball), {
    excludeEntrypoints: untypedCssEntries(manifest),
  });
  if (!analysis.types) return ['the package has no types'];
  return analysis.problems
    .filter((problem) => !ignoredProblems.has(problem.kind))
    .map((problem) => {
      const where = [problem.entrypoint, problem.resolutionKind, problem.fileName].filter(Boolean).join(', ');
      return `${problem.kind}${where ? ` (${where})` : ''}`;
    });
}

/** publint's messages that fail `publint --strict` (every error and warning), as lines. */
async function packageProblems(tarball, manifest) {
  const { messages, pkg } = await publint({ pack: { tarball: tarball.buffer }, strict: true });
  return messages
    .filter((message) => message.type === 'error')
    .map((message) => formatMessage(message, pkg ?? manifest));
}

rmSync(packsDir, { recursive: true, force: true });
mkdirSync(packsDir, { recursive: true });
execFileSync('pnpm', ['-r', '--filter', './packages/**', 'pack', '--pack-destination', packsDir], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});

let failures = 0;
for (const { dir, json } of published) {
  const tarball = new Uint8Array(readFileSync(join(packsDir, tarballName(json))));
  for (const [tool, problems] of [
    ['publint', await packageProblems(tarball, json)],
    ['attw', await typeProblems(tarball, json)],
  ]) {
    if (problems.length) failures += 1;
    console.log(
      `${problems.length ? 'FAIL' : 'ok  '}  ${tool.padEnd(8)} ${dir}${problems.map((line) => `\n      ${line}`).join('')}`,
    );
  }
}

console.log(`\npackage lint: ${published.length * 2 - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
