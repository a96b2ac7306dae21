// Checks every published package the way a consumer's tools will see it: publint for package.json and files,
// and @arethetypeswrong/cli for the types each export resolves to. Run after `pnpm build`.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const packageDirs = ['packages', 'packages/tools', 'packages/console']
  .flatMap((dir) => readdirSync(join(root, dir), { withFileTypes: true }).map((entry) => join(dir, entry.name)))
  .filter((dir) => existsSync(join(root, dir, 'package.json')));

const published = packageDirs.filter(
  (dir) => !JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).private,
);

// Each check is a separate process that mostly waits on packing and reading files: run a few at a time.
const run = promisify(execFile);
const bin = (name) => join(root, 'node_modules', '.bin', name);
/** CSS subpaths without a `types` condition: attw would report them unresolved, so they are left out of its check. */
function untypedCssEntries(dir) {
  const { exports = {} } = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  return Object.entries(exports)
    .filter(([subpath, target]) => subpath.endsWith('.css') && (typeof target === 'string' || !target.types))
    .map(([subpath]) => subpath);
}

const checks = published.flatMap((dir) => {
  const untyped = untypedCssEntries(dir);
  return [
    { tool: 'publint', dir, command: bin('publint'), args: ['--strict'] },
    {
      tool: 'attw',
      dir,
      command: bin('attw'),
      args: [
        '--pack',
        '.',
        // Every resolution mode, node10 included (typesVersions), except that CommonJS may only import() us: ESM-only.
        '--ignore-rules',
        'cjs-resolves-to-esm',
        '--no-color',
        ...(untyped.length ? ['--exclude-entrypoints', ...untyped] : []),
      ],
    },
  ];
});

let failures = 0;
let next = 0;
async function worker() {
  while (next < checks.length) {
    const { tool, dir, command, args } = checks[next++];
    try {
      await run(command, args, { cwd: join(root, dir), encoding: 'utf8' });
      console.log(`ok    ${tool.padEnd(8)} ${dir}`);
    } catch (error) {
      failures += 1;
      console.log(`FAIL  ${tool.padEnd(8)} ${dir}\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    }
  }
}
await Promise.all(Array.from({ length: 4 }, worker));

console.log(`\npackage lint: ${checks.length - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
